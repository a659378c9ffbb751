"""
The reference reading of tests/fixtures/marc by pymarc 5.4.0.

The fixtures are pymarc's own test files (its source distribution's test/ folder). For each one,
<file>.reference.json holds every record as pymarc reads it, or {"error": <exception class>} where
pymarc cannot (MARCReader yields None and sets current_exception; for MARCXML, where
parse_xml_to_array raises, the whole file is one error). Text is NFC. CI does not run Python:
the JSON is the frozen reference that functions/src/catalogue/marc/read-marc.test.ts checks our
reader against, field by field.

To make it again (any machine with Python 3.10+):

    python3 -m venv /tmp/pmv && /tmp/pmv/bin/pip install pymarc==5.4.0
    /tmp/pmv/bin/python scripts/marc/pymarc-reference.py
"""

import json
import pathlib
import unicodedata

import pymarc

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "marc"

# ISO 2709 files read with the options the brief fixes; MARCXML with parse_xml_to_array.
ISO2709 = [
    "alphatag.dat",
    "bad_eacc_encoding.dat",
    "bad_indicator.dat",
    "bad_marc8_escape.dat",
    "bad_records.mrc",
    "bad_subfield_code.dat",
    "diacritic.dat",
    "marc8.dat",
    "test.dat",
    "utf8_errors.dat",
    "utf8_invalid.mrc",
    "utf8_with_leader_flag.dat",
    "utf8_without_leader_flag.dat",
]
MARCXML = ["batch.xml", "bad_tag.xml", "utf8.xml"]
# Also read with force_utf8=True: the text is UTF-8 although the leader says MARC-8 (our reader
# detects that; pymarc needs to be told).
FORCE_UTF8 = ["utf8_without_leader_flag.dat"]


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


def read_iso2709(path, force_utf8=False):
    out = []
    with path.open("rb") as handle:
        reader = pymarc.MARCReader(
            handle, to_unicode=True, force_utf8=force_utf8, hide_utf8_warnings=True, utf8_handling="strict"
        )
        for record in reader:
            if record is None:
                out.append({"error": type(reader.current_exception).__name__})
            else:
                out.append(as_json(record))
    return out


def read_marcxml(path):
    try:
        return [as_json(r) for r in pymarc.parse_xml_to_array(str(path))]
    except Exception as err:  # noqa: BLE001 - the class name is the reference
        return [{"error": type(err).__name__}]


def write(name, records):
    (FIXTURES / name).write_text(json.dumps(records, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    errors = sum(1 for r in records if "error" in r)
    print(f"{name}: {len(records)} records, {errors} unreadable")


for name in ISO2709:
    write(f"{name}.reference.json", read_iso2709(FIXTURES / name))
for name in FORCE_UTF8:
    write(f"{name}.reference-force-utf8.json", read_iso2709(FIXTURES / name, force_utf8=True))
for name in MARCXML:
    write(f"{name}.reference.json", read_marcxml(FIXTURES / name))
