#!/usr/bin/env python3
"""Validate a JSON document against a JSON schema (draft 4 … 2020-12, as the schema says).

  validate-json.py SCHEMA.json DOCUMENT.json

Prints "valid" or the first errors and exits 1. Needs the jsonschema package (pip install jsonschema).
Used by the tests for `vitro audit --sarif` (the OASIS SARIF 2.1.0 schema) and
`vitro export --format tokens` (Tests/VitroCLITests/Fixtures/design-tokens-2025.10.schema.json).
"""
import json, sys

def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    import jsonschema
    schema = json.load(open(sys.argv[1]))
    document = json.load(open(sys.argv[2]))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    errors = sorted(cls(schema).iter_errors(document), key=lambda e: list(e.path))
    for e in errors[:10]:
        print(f"{'/'.join(map(str, e.path)) or '(root)'}: {e.message}")
    if errors:
        sys.exit(1)
    print("valid")

if __name__ == "__main__":
    main()
