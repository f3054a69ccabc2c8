#!/usr/bin/env python3
"""Checks an XLIFF file `button-stack budgets --xliff` wrote against the one it read, with a
standard XLIFF library (translate-toolkit: `pip install translate-toolkit`).

    check-xliff-rooms.py ORIGINAL.xliff ANNOTATED.xliff FILE::UNIT_ID...

(FILE is the `original` of the unit's `<file>`, as `App/Localizable.xcstrings::action.reply`.)

Passes (exit 0) when both files have the same units, in the same order, with the same sources,
targets and notes of their own, and exactly the units named carry `maxwidth` (a whole number of
points) with `size-unit="point"`. Prints one line per difference and exits 1 otherwise; exits 2
when translate-toolkit is not installed.
"""
import sys

try:
    from translate.storage import xliff
except ImportError:
    print("translate-toolkit is not installed (pip install translate-toolkit)", file=sys.stderr)
    sys.exit(2)


def units(path):
    with open(path, "rb") as handle:
        store = xliff.xlifffile.parsefile(handle)
    return store.units


def own_notes(unit):
    """The unit's notes, without the one button-stack adds."""
    namespace = unit.namespace
    notes = unit.xmlelement.iterfind("{%s}note" % namespace if namespace else "note")
    return [(note.get("from"), note.text) for note in notes if note.get("from") != "button-stack"]


def where(unit):
    """`original::id`: the unit's file and its id."""
    element, original = unit.xmlelement, ""
    while element is not None:
        if element.tag.rsplit("}", 1)[-1] == "file":
            original = element.get("original") or ""
            break
        element = element.getparent()
    return "%s::%s" % (original, unit.xmlelement.get("id"))


def main(arguments):
    original, annotated, expected = arguments[0], arguments[1], set(arguments[2:])
    before, after = units(original), units(annotated)
    problems = []
    if [unit.getid() for unit in before] != [unit.getid() for unit in after]:
        problems.append("the units differ: %s vs %s" % ([u.getid() for u in before], [u.getid() for u in after]))
    for old, new in zip(before, after):
        uid = new.getid()
        if old.source != new.source:
            problems.append("%s: source %r became %r" % (uid, old.source, new.source))
        if old.target != new.target:
            problems.append("%s: target %r became %r" % (uid, old.target, new.target))
        if own_notes(old) != own_notes(new):
            problems.append("%s: notes %r became %r" % (uid, own_notes(old), own_notes(new)))
        width, unit = new.xmlelement.get("maxwidth"), new.xmlelement.get("size-unit")
        plain_id = where(new)
        if plain_id in expected:
            if width is None or not width.isdigit() or unit != "point":
                problems.append("%s: maxwidth=%r size-unit=%r, expected whole points" % (plain_id, width, unit))
        elif width is not None or unit is not None:
            problems.append("%s: has maxwidth=%r size-unit=%r but is not a key of the spec" % (plain_id, width, unit))
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
