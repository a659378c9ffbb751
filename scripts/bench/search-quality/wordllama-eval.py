"""
A real local embedding model from a package registry, measured on issue 31's labelled queries:
WordLlama (the `wordllama` package, whose wheel carries its 256-dimension l2_supercat weights and
tokenizer: nothing is downloaded when they are loaded as below). Static token embeddings, mean
pooled and normalised, as its inference does. Prints recall@10 / MRR@10 per class and writes them
to artifacts/bench/wordllama-quality.json.

  npx tsx scripts/bench/search-quality/export-embedding-texts.ts
  python3 -m venv /tmp/wl && /tmp/wl/bin/pip install wordllama
  /tmp/wl/bin/python scripts/bench/search-quality/wordllama-eval.py
"""
import json, os, time

import numpy as np
import wordllama
from safetensors.numpy import load_file
from tokenizers import Tokenizer

here = os.path.dirname(wordllama.__file__)
started = time.time()
weights = load_file(os.path.join(here, "weights", "l2_supercat_256.safetensors"))["embedding.weight"].astype(np.float32)
tokenizer = Tokenizer.from_file(os.path.join(here, "tokenizers", "l2_supercat_tokenizer_config.json"))
load_s = time.time() - started


def embed(text):
    ids = tokenizer.encode(text, add_special_tokens=False).ids
    v = weights[ids].mean(axis=0) if ids else np.zeros(weights.shape[1], np.float32)
    n = np.linalg.norm(v)
    return v / n if n else v


data = json.load(open("artifacts/bench/embedding-texts.json"))
books = data["books"]
started = time.time()
matrix = np.stack([embed(b["text"]) for b in books])
embed_ms = (time.time() - started) * 1000
classes = {}
for q in data["queries"]:
    order = np.argsort(-(matrix @ embed(q["q"])))[:10]
    top = [books[i]["id"] for i in order]
    recall = len([e for e in q["expect"] if e in top]) / min(len(q["expect"]), 10)
    rr = next((1 / (k + 1) for k, i in enumerate(top) if i in q["expect"]), 0)
    classes.setdefault(q["class"], []).append((recall, rr))
result = {
    "model": "wordllama l2_supercat 256",
    "weightsMb": round(os.path.getsize(os.path.join(here, "weights", "l2_supercat_256.safetensors")) / 1e6, 1),
    "loadS": round(load_s, 2),
    "embedBooksMs": round(embed_ms),
    "classes": {
        c: {"n": len(v), "recallAt10": round(sum(r for r, _ in v) / len(v), 3), "mrrAt10": round(sum(r for _, r in v) / len(v), 3)}
        for c, v in classes.items()
    },
}
print(json.dumps(result, indent=1))
os.makedirs("artifacts/bench", exist_ok=True)
json.dump(result, open("artifacts/bench/wordllama-quality.json", "w"), indent=1)
