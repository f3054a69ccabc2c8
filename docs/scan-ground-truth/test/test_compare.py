#!/usr/bin/env python3
"""Checks compare.py on the hand-made fake-scan-nnw.json (not real scan output)."""
import copy, json, os, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
GT = os.path.join(HERE, "..", "NetNewsWire.json")
CMP = os.path.join(HERE, "..", "compare.py")
base = json.load(open(os.path.join(HERE, "fake-scan-nnw.json")))

def run(scan):
    with tempfile.TemporaryDirectory() as d:
        sp, jp = os.path.join(d, "scan.json"), os.path.join(d, "out.json")
        json.dump(scan, open(sp, "w"))
        subprocess.run([sys.executable, CMP, GT, sp, "--prefix", "iOS", "--json", jp], check=True, capture_output=True)
        return json.load(open(jp))

def verdict(res, file, line):
    return next(r["verdict"] for r in res["static"] if r["file"] == file and r["line"] == line)

fails = 0
def check(cond, msg):
    global fails
    print(("ok   " if cond else "FAIL ") + msg)
    fails += 0 if cond else 1

r = run(base)
MF = "iOS/MainFeed/MainFeedCollectionViewController.swift"
MT = "iOS/MainTimeline/MainTimelineModernViewController.swift"
check(verdict(r, MF, 1453) == "RIGHT", "alert with the same keys is right")
check(verdict(r, MF, 929) == "RIGHT", "menu reported in another order is right")
check(verdict(r, MT, 801) == "RIGHT", "one right variant among two makes the group right")
check(verdict(r, "iOS/Settings/CloudKitStatsView.swift", 80) == "WRONG", "literal text instead of a key is wrong")
check(verdict(r, "iOS/Settings/DinosaursView.swift", 41) == "WRONG", "doc.on.doc for document.on.document is wrong (line 42 within ±3 of 41)")
check(verdict(r, "iOS/Inspector/AccountInspectorViewController.swift", 110) == "MISSED", "skipped static group is missed")
check(r["recall"]["right"] == 3 and r["recall"]["static"] == 22, "recall 3/22")
# precision: matched gt groups 1453, 929, 801, 80, 41, 395(optional), 53(dynamic, invented) + 1 unmatched = 8; real 6
check(r["precision"]["reported"] == 8 and r["precision"]["real"] == 6, "precision 6/8 (invented title and unmatched group not real)")
check(r["precision"]["unmatched"] == [{"file": "iOS/Settings/AboutView.swift", "line": 14}], "the AboutView group is listed as unmatched")

s2 = copy.deepcopy(base)
s2["groups"] = [g for g in s2["groups"] if g["stack"] != "Swipe2"]
r2 = run(s2)
check(verdict(r2, MT, 801) == "WRONG", "Star paired with star (not star.fill) is wrong: title and icon pairs are kept")

s3 = copy.deepcopy(base)
for g in s3["groups"]:
    if g["stack"] == "DeleteAlert":
        g["buttons"] = g["buttons"][:1]
r3 = run(s3)
check(verdict(r3, MF, 1453) == "WRONG", "a variant with a button missing is wrong")

s4 = copy.deepcopy(base)
for g in s4["groups"]:
    if g["stack"] == "AddMenu":
        g["line"], g["endLine"] = 925, 925  # 4 lines off: outside tolerance, no range covers 929
r4 = run(s4)
check(verdict(r4, MF, 929) == "MISSED", "a group 4 lines away with a one-line range does not match")
# home-assistant fixture: several --prefix values, "other:" icons, helper call site
with tempfile.TemporaryDirectory() as d:
    jp = os.path.join(d, "out.json")
    subprocess.run([sys.executable, CMP, os.path.join(HERE, "..", "home-assistant-iOS.json"), os.path.join(HERE, "fake-scan-ha.json"),
                    "--prefix", "Sources/App", "--prefix", "Sources/Shared", "--prefix", "Sources/HADesignSystem", "--json", jp],
                   check=True, capture_output=True)
    rh = json.load(open(jp))
check(verdict(rh, "Sources/App/Settings/AppleWatch/HomeCustomization/WatchAddItemMenu.swift", 17) == "RIGHT",
      "Material Design icons (other:) accept any reported icon; files resolved through the second --prefix")
check(verdict(rh, "Sources/App/Onboarding/Steps/Permissions/Steps/LocalAccessAndNetworkInput/LocalAccess/LocalAccessPermissionView.swift", 66) == "RIGHT",
      "one branch of a ternary title is accepted")
check(rh["precision"]["reported"] == 3 and rh["precision"]["real"] == 3, "precision 3/3")
sys.exit(1 if fails else 0)
