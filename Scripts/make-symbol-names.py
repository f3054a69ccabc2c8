#!/usr/bin/env python3
"""Writes Fonts/SFSymbols-names.txt and Fonts/SFSymbols-releases.txt: every SF Symbols name of
SF Symbols 1.0 to 7.0 with the version it appeared in and, for a renamed symbol, its newer and
older spelling; and the iOS release of each SF Symbols version.

Nothing is fetched: the script reads local copies of two MIT-licensed sources.
  1. nandorojo/sf-symbols-typescript, dist/index.d.ts (tag v2.2.0, commit de86277044cb59d17848fc1d97da37be79daa1a2):
     the names as TypeScript unions, one `SFSymbolsX_Y` type a version, each headed by a comment
     naming the iOS release (`iOS v18.0+`). Get it with
       git clone https://github.com/nandorojo/sf-symbols-typescript && git -C sf-symbols-typescript checkout v2.2.0
  2. SFSafeSymbols/SFSafeSymbols, Sources/SFSafeSymbols/Symbols/SFSymbol+*.swift (optional): generated Swift
     that marks a renamed symbol `@available(iOS, …, renamed: "newIdentifier")` above
     `static let old = …(rawValue: "old.name")`. The copy used for the committed tables is commit
     ba8ff2b89729be225d5b9fd5802447f2809fae64 (SF Symbols 5; its renames up to iOS 17); 7.0.0 (October 2025)
     marks the SF Symbols 6 and 7 renames too: point --sfsafesymbols at its Symbols folder when you
     have it and the hand table below is checked against it.
The renames of SF Symbols 6 and 7 that the SF 5 copy cannot know are the hand table RENAMES below
(this project's own, from its notes in shared/docs/ios-facts.md): each rewrites a part of a name, and
a pair is kept only where the old spelling is an SF Symbols 1.0-5.x name and the new one appeared
in 6.0 or later, both in the TypeScript list. Apple's own plists are not read.

For a later SF Symbols release: update the two copies, add its renames to RENAMES if the Swift
does not have them yet, run this, then Scripts/make-icon-map.py.

Run from the package root:
  python3 Scripts/make-symbol-names.py --typescript PATH/index.d.ts [--sfsafesymbols PATH/Symbols]
"""
import argparse
import glob
import os
import re
import sys

# SF Symbols 6 and 7 renames, as (old part, new part): a part is one or more whole dot-separated
# words at any place of a name. Earlier lines win for a name more than one could rewrite.
RENAMES = [
    # SF Symbols 6: documents
    ("doc.text.magnifyingglass", "text.page.badge.magnifyingglass"),
    ("doc.plaintext", "text.page"),
    ("doc.richtext", "richtext.page"),
    ("doc.zipper", "zipper.page"),
    ("doc.append", "append.page"),
    ("doc.text", "text.document"),
    ("doc", "document"),
    # SF Symbols 6: arrows with triangle heads
    ("arrow.triangle.2.circlepath", "arrow.trianglehead.2.clockwise.rotate.90"),
    ("arrow.2.circlepath", "arrow.trianglehead.2.clockwise.rotate.90"),
    ("clock.arrow.2.circlepath", "clock.arrow.trianglehead.2.counterclockwise.rotate.90"),
    ("circlepath", "trianglehead.counterclockwise.rotate.90"),
    ("arrow.rectanglepath", "arrow.trianglehead.rectanglepath"),
    ("arrow.triangle", "arrow.trianglehead"),
    ("goforward", "arrow.trianglehead.clockwise"),
    ("gobackward", "arrow.trianglehead.counterclockwise"),
    # SF Symbols 6: microphones, text, AirPlay, magic
    ("mic", "microphone"),
    ("textformat.123", "numbers"),
    ("textformat.abc", "characters.lowercase"),
    ("abc", "characters.uppercase"),
    ("wand.and.stars", "wand.and.sparkles"),
    ("airplayaudio", "airplay.audio"),
    ("airplayvideo", "airplay.video"),
    # SF Symbols 7
    ("cursorarrow", "pointer.arrow"),
    ("note.text", "text.pad.header"),
    ("note", "pad.header"),
    ("homekit", "apple.homekit"),
]
# goforward.15 -> 15.arrow.trianglehead.clockwise: the seconds move to the front.
SECONDS = re.compile(r"^go(forward|backward)\.(\d+)$")


def read_typescript(path):
    """Names by version and the iOS release of each version, from index.d.ts."""
    versions, releases = {}, {}
    current = None
    pending_ios = None
    for line in open(path, encoding="utf-8"):
        match = re.search(r"\biOS v(\d+\.\d+)\+", line)
        if match:
            pending_ios = match[1]
        match = re.match(r"export type SFSymbols(\d+)_(\d+) =", line)
        if match:
            current = f"{match[1]}.{match[2]}"
            if pending_ios:
                releases[current] = pending_ios
            pending_ios = None
            continue
        if line.startswith("export "):
            current = None
            continue
        match = re.match(r"\s*\| '([^'\s]+)'", line)
        if match and current:
            versions.setdefault(match[1], current)
    return versions, releases


def read_swift_renames(folder):
    """old name -> new name from SFSafeSymbols' generated Swift (identifiers turned back into names)."""
    identifiers, renamed = {}, {}
    for path in sorted(glob.glob(os.path.join(folder, "SFSymbol+[0-9]*.swift"))):
        pending = None
        for line in open(path, encoding="utf-8"):
            match = re.search(r'@available\(iOS,.*renamed: "([^"]+)"', line)
            if match:
                pending = match[1]
                continue
            match = re.search(r'static let `?(\w+)`? = \w+(?:<[^>]*>)?\(rawValue: "([^"]+)"\)', line)
            if match:
                identifiers[match[1]] = match[2]
                if pending:
                    renamed[match[2]] = pending
                pending = None
    return {old: identifiers[new] for old, new in renamed.items() if new in identifiers}


def rewrite(name, old, new):
    """`name` with the whole words `old` replaced by `new`, or None where it has no such part."""
    result = re.sub(r"(^|\.)" + re.escape(old) + r"(?=\.|$)", lambda m: m[1] + new, name)
    return result if result != name else None


def hand_renames(versions):
    """old -> new for SF Symbols 6 and 7 from RENAMES, where both names are listed."""
    def major(name):
        return int(versions[name].split(".")[0])
    pairs = {}
    for name in sorted(versions):
        if major(name) >= 6:
            continue
        candidates = []
        seconds = SECONDS.match(name)
        if seconds:
            candidates.append(f"{seconds[2]}.arrow.trianglehead.{'clockwise' if seconds[1] == 'forward' else 'counterclockwise'}")
        candidates += [rewrite(name, old, new) for old, new in RENAMES]
        for candidate in candidates:
            if candidate and candidate in versions and major(candidate) >= 6:
                pairs[name] = candidate
                break
    return pairs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--typescript", required=True, help="sf-symbols-typescript's dist/index.d.ts")
    parser.add_argument("--sfsafesymbols", help="SFSafeSymbols' Sources/SFSafeSymbols/Symbols folder")
    args = parser.parse_args()
    versions, releases = read_typescript(args.typescript)
    problems = []
    if len(versions) < 5000:
        problems.append(f"{args.typescript}: only {len(versions)} names; is it sf-symbols-typescript's dist/index.d.ts?")
    missing = sorted(set(versions.values()) - set(releases))
    if missing:
        problems.append(f"no iOS release for SF Symbols {', '.join(missing)}")
    # (1) Every name the tables had before must still be there: a name never stops being accepted.
    before = [line.split()[0] for line in open("Fonts/SFSymbols-names.txt", encoding="utf-8") if line.strip() and not line.startswith("#")]
    gone = [name for name in before if name not in versions]
    if gone:
        problems.append(f"{len(gone)} names of Fonts/SFSymbols-names.txt are not in the new list: {', '.join(gone[:10])}")
    # (2) Renames: the Swift's, then the hand table's for what it does not have.
    renames = read_swift_renames(args.sfsafesymbols) if args.sfsafesymbols else {}
    renames = {old: new for old, new in renames.items() if old in versions and new in versions}
    for old, new in hand_renames(versions).items():
        if old in renames and renames[old] != new and versions[renames[old]] < versions[new]:
            renames[old] = new  # a later rename of a name renamed before: the newest spelling
        renames.setdefault(old, new)
    if problems:
        sys.exit("\n".join(problems))
    # (3) Chains followed to the newest spelling (arrow.2.circlepath -> arrow.triangle.2.circlepath -> …).
    newest = {}
    for old in renames:
        seen, name = {old}, renames[old]
        while name in renames and renames[name] not in seen:
            seen.add(name)
            name = renames[name]
        newest[old] = name
    # (4) A new name's older spelling: the direct one, the most recent if several.
    older = {}
    for old, new in sorted(renames.items(), key=lambda pair: (pair[1], versions[pair[0]], pair[0])):
        older[new] = old
    with open("Fonts/SFSymbols-names.txt", "w", encoding="utf-8") as out:
        out.write("# Every SF Symbols name (SF Symbols 1.0-7.0), the version it appeared in, `>NEW` where it was renamed (the newest\n")
        out.write("# spelling) and `<OLD` where it renamed an older one. Written by Scripts/make-symbol-names.py from\n")
        out.write("# sf-symbols-typescript 2.2 (names, versions; MIT, LICENSE-sf-symbols-typescript.txt) and SFSafeSymbols\n")
        out.write("# (renames; MIT, LICENSE-SFSafeSymbols.txt) with the script's own table. Names only: no glyph of Apple's.\n")
        for name in sorted(versions):
            fields = [name, versions[name]]
            if name in newest:
                fields.append(">" + newest[name])
            if name in older:
                fields.append("<" + older[name])
            out.write(" ".join(fields) + "\n")
    with open("Fonts/SFSymbols-releases.txt", "w", encoding="utf-8") as out:
        out.write("# SF Symbols version and the iOS release that brought it, from sf-symbols-typescript 2.2's index.d.ts (MIT).\n")
        out.write("# Written by Scripts/make-symbol-names.py.\n")
        for version in sorted(releases, key=lambda v: tuple(map(int, v.split(".")))):
            out.write(f"{version} {releases[version]}\n")
    new_names = sum(1 for v in versions.values() if int(v.split(".")[0]) >= 6)
    print(f"{len(versions)} names ({new_names} of SF Symbols 6 and 7), {len(renames)} renames, {len(releases)} versions")


main()
