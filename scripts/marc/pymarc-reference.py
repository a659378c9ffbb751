"""
The reference reading of tests/fixtures/marc by pymarc 5.4.0 (the files come from its source
distribution's test/ folder): for each file, <file>.reference.json holds every record as pymarc
reads it, or {"error": <pymarc's exception>} where it cannot. CI does not run Python: the JSON is
the frozen reference that functions/src/catalogue/marc/read-marc.test.ts checks our reader against.
    python3 -m venv /tmp/pymarc && /tmp/pymarc/bin/pip install pymarc==5.4.0
    /tmp/pymarc/bin/python scripts/marc/pymarc-reference.py
"""
import json
import pathlib
import unicodedata

import pymarc

HERE = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "marc"


def nfc(text):
    return unicodedata.normalize("NFC", text)


def as_json(record):
    fields = []
    for field in record.fields:
        if field.is_control_field():
            fields.append({"tag": field.tag, "value": nfc(field.data)})
        else:
            fields.append(
                {
                    "tag": field.tag,
                    "ind1": field.indicator1,
                    "ind2": field.indicator2,
                    "subfields": [{"code": s.code, "value": nfc(s.value)} for s in field.subfields],
                }
            )
    return {"leader": str(record.leader), "fields": fields}


for path in sorted(HERE.iterdir()):
    if path.suffix not in (".dat", ".mrc", ".xml"):
        continue
    out = []
    if path.suffix == ".xml":
        out = [as_json(r) for r in pymarc.parse_xml_to_array(str(path))]
    else:
        with path.open("rb") as handle:
            reader = pymarc.MARCReader(handle, to_unicode=True, force_utf8=False, utf8_handling="strict")
            for record in reader:
                if record is None:
                    out.append({"error": type(reader.current_exception).__name__})
                else:
                    out.append(as_json(record))
    path.with_name(path.name + ".reference.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n")
    print(path.name, len(out), sum(1 for r in out if "error" in r), "unreadable")
