#!/usr/bin/env python3
"""Compare `button-stack scan PATHS --json` output with a hand-written ground truth.

Usage:
  python3 compare.py GROUNDTRUTH.json SCAN.json [--prefix P]... [--tolerance N] [--json OUT]

--prefix P   path prefix that turns a scan `file` (relative to the scan's PATH argument) into a
             path relative to the repository root, as the ground truth writes it. Give one per PATH
             passed to the scan (e.g. --prefix Sources/App --prefix Sources/Shared); the first one
             that yields a file of the ground truth's sample wins. Default: "" (scan run on the root).
--tolerance  line tolerance when matching a reported group to a ground-truth group (default 3).

Only reported groups whose file is one of the ground truth's `sampleFiles` are considered.

Ground truth format (see README.md): groups with file, line (the container's opening call),
optional altLines, container, status static|dynamic|icon-only, optional `optional: true` (a
debatable group: not counted in recall, counted as real if reported), buttons [{title, icon, role}].
A title is {"key","table"}, {"text"}, null (no title/label) or a list of alternatives; an icon is a
name, null, a list of alternatives, or "other:…" (an icon that is neither an SF Symbol nor an asset,
e.g. an app's own icon font: any reported icon is accepted for it).

A button may also carry "pairs": [{title, icon}, …] when one condition picks both (a ternary on
the same state); then the reported title and icon must come from the same pair.

A static group is RIGHT when one reported variant has exactly as many buttons as the ground truth
lists and its buttons can be paired one-to-one with the ground truth's, every title and icon equal
(order is reported but does not decide). Roles and styles are noted, not judged.
"""
import argparse
import json
import os
import sys


def norm(p):
    p = os.path.normpath(p.replace("\\", "/"))
    return "" if p == "." else p


def as_list(x):
    return x if isinstance(x, list) else [x]


def title_str(t):
    if t is None:
        return "∅"
    if "key" in t:
        return f"{t['key']}@{t.get('table')}"
    if "text" in t:
        return f"'{t['text']}'"
    return json.dumps(t, ensure_ascii=False)


def title_eq(exp, rep):
    """exp: one expected title (dict or None); rep: reported title (dict or None)."""
    if exp is None or rep is None:
        return exp is None and rep is None
    if "key" in exp:
        if "key" not in rep or rep["key"] != exp["key"]:
            return False
        et, rt = exp.get("table"), rep.get("table")
        return et is None or rt is None or et.lower() == rt.lower()
    if "text" in exp:
        return "text" in rep and rep["text"] == exp["text"]
    return False


def icon_eq(exp, rep):
    if isinstance(exp, str) and exp.startswith("other:"):
        return True
    return exp == rep


def button_match(exp, rep):
    """Returns (ok, problems)."""
    problems = []
    if exp.get("pairs"):  # title and icon chosen by one condition: they must come together
        for p in exp["pairs"]:
            if any(title_eq(t, rep.get("title")) for t in as_list(p.get("title"))) and \
               any(icon_eq(i, rep.get("icon")) for i in as_list(p.get("icon"))):
                return True, []
        return False, [f"title/icon {title_str(rep.get('title'))}/{rep.get('icon')!r} is none of the pairs " +
                       " | ".join(f"{title_str(p.get('title'))}/{p.get('icon')!r}" for p in exp["pairs"])]
    if not any(title_eq(t, rep.get("title")) for t in as_list(exp.get("title"))):
        problems.append(f"title {title_str(rep.get('title'))} ≠ {' | '.join(title_str(t) for t in as_list(exp.get('title')))}")
    if not any(icon_eq(i, rep.get("icon")) for i in as_list(exp.get("icon"))):
        problems.append(f"icon {rep.get('icon')!r} ≠ {' | '.join(repr(i) for i in as_list(exp.get('icon')))}")
    return (not problems), problems


def pair(exp_buttons, rep_buttons):
    """Best one-to-one pairing. Returns (all_right, pairing list of (ei, ri), problems)."""
    n, m = len(exp_buttons), len(rep_buttons)
    ok = [[button_match(e, r)[0] for r in rep_buttons] for e in exp_buttons]
    best = {"count": -1, "assign": None}

    def rec(i, used, assign, count):
        if count + (n - i) <= best["count"]:
            return
        if i == n:
            if count > best["count"]:
                best["count"], best["assign"] = count, list(assign)
            return
        for j in range(m):
            if j not in used and ok[i][j]:
                used.add(j); assign.append((i, j))
                rec(i + 1, used, assign, count + 1)
                used.discard(j); assign.pop()
        rec(i + 1, used, assign, count)  # leave i unpaired

    if n <= 12 and m <= 16:
        rec(0, set(), [], 0)
    else:  # greedy for very large groups
        used, assign = set(), []
        for i in range(n):
            for j in range(m):
                if j not in used and ok[i][j]:
                    used.add(j); assign.append((i, j)); break
        best = {"count": len(assign), "assign": assign}
    assign = best["assign"] or []
    problems = []
    paired_e = {i for i, _ in assign}
    paired_r = {j for _, j in assign}
    explained = set()
    for i, e in enumerate(exp_buttons):
        if i not in paired_e:
            # explain against the reported button at the same position if any
            if i < m and i not in paired_r:
                problems.append(f"button {i + 1}: " + "; ".join(button_match(e, rep_buttons[i])[1]))
                explained.add(i)
            else:
                problems.append(f"button {i + 1} ({title_str(as_list(e.get('title'))[0])}) not found")
    for j, r in enumerate(rep_buttons):
        if j not in paired_r and j not in explained:
            problems.append(f"extra reported button {title_str(r.get('title'))} icon {r.get('icon')!r}")
    all_right = (n == m and len(assign) == n)
    order_same = all_right and all(i == j for i, j in assign)
    return all_right, order_same, problems, assign


def extra_notes(exp_buttons, rep_buttons, assign):
    notes = []
    for i, j in assign:
        e, r = exp_buttons[i], rep_buttons[j]
        if e.get("role") != r.get("role") and (e.get("role") or r.get("role")):
            notes.append(f"role of button {i + 1}: reported {r.get('role')!r}, expected {e.get('role')!r}")
    return notes


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("groundtruth")
    ap.add_argument("scan")
    ap.add_argument("--prefix", action="append", default=None)
    ap.add_argument("--tolerance", type=int, default=3)
    ap.add_argument("--json", dest="json_out")
    a = ap.parse_args()

    gt = json.load(open(a.groundtruth, encoding="utf-8"))
    scan = json.load(open(a.scan, encoding="utf-8"))
    prefixes = a.prefix if a.prefix else [""]
    sample = {norm(f) for f in gt["sampleFiles"]}
    tol = a.tolerance

    def resolve(f):
        for p in prefixes:
            c = norm(os.path.join(p, f))
            if c in sample:
                return c
            # A scan path that is one file: the scan names the file by its own name.
            if p.endswith(".swift") and os.path.basename(norm(p)) == f and norm(p) in sample:
                return norm(p)
        return None

    gts = gt["groups"]
    for k, g in enumerate(gts):
        g["_id"] = k
        g["_lines"] = [g["line"]] + list(g.get("altLines", []))

    def candidates(file, line, end):
        """ground-truth groups this reported range matches, best first."""
        out = []
        for g in gts:
            if norm(g["file"]) != file:
                continue
            dist = None
            for L in g["_lines"]:
                if abs(L - line) <= tol:
                    d = abs(L - line)
                elif line <= L <= end:
                    d = tol + 1 + (L - line)  # inside the range, after its start: weaker
                else:
                    continue
                dist = d if dist is None else min(dist, d)
            if dist is not None:
                out.append((dist, g["_id"]))
        return [gid for _, gid in sorted(out)]

    reported = []
    outside = 0
    for r in scan.get("groups", []):
        f = resolve(r["file"])
        if f is None:
            outside += 1
            continue
        reported.append(dict(r, _file=f, _end=r.get("endLine", r["line"])))

    by_gt = {}
    unmatched = []
    for r in reported:
        c = candidates(r["_file"], r["line"], r["_end"])
        if c:
            by_gt.setdefault(c[0], []).append(r)
            r["_gt"] = c[0]
        else:
            unmatched.append(r)

    skipped = []
    for s in scan.get("skipped", []):
        f = resolve(s["file"])
        if f is not None:
            skipped.append(dict(s, _file=f))

    def skipped_for(g):
        return [s for s in skipped if norm(g["file"]) == s["_file"]
                and any(abs(L - s["line"]) <= tol for L in g["_lines"])]

    lines = []
    P = lines.append
    P(f"# {gt['repo']} @ {gt['commit'][:8]} — ground truth {os.path.basename(a.groundtruth)}, scan {os.path.basename(a.scan)}")
    P(f"reported groups (stacks) in sample files: {len(reported)}; outside the sample: {outside}; skipped entries in sample: {len(skipped)}")
    P("")
    P("## Static groups (recall)")
    right = 0
    counted = 0
    results = []
    for g in gts:
        if g["status"] != "static" or g.get("optional"):
            continue
        counted += 1
        vs = by_gt.get(g["_id"], [])
        verdict, detail = "MISSED", []
        if vs:
            best = None
            for v in vs:
                ok, same, probs, assign = pair(g["buttons"], v.get("buttons", []))
                if ok:
                    best = (v, same, probs, assign)
                    break
                if best is None or len(probs) < len(best[2]):
                    best = (v, same, probs, assign)
            v, same, probs, assign = best
            ok = not probs and len(g["buttons"]) == len(v.get("buttons", []))
            verdict = "RIGHT" if ok else "WRONG"
            if ok:
                right += 1
                if not same:
                    detail.append("order differs from the ground truth's source order")
                detail += extra_notes(g["buttons"], v.get("buttons", []), assign)
            else:
                detail += probs
            others = [x for x in vs if x is not v]
            if others:
                detail.append(f"{len(others)} other variant stack(s): lines " + ", ".join(str(x["line"]) for x in others))
            detail.insert(0, f"reported at line {v['line']}-{v['_end']} as {v.get('container')} with {len(v.get('buttons', []))} button(s)")
        else:
            sk = skipped_for(g)
            if sk:
                detail.append("skipped: " + "; ".join(s.get("reason", "") for s in sk))
        results.append({"file": g["file"], "line": g["line"], "verdict": verdict, "detail": detail})
        P(f"- {verdict:6} {g['file']}:{g['line']} {g['container']} ({len(g['buttons'])} buttons)")
        for d in detail:
            P(f"    {d}")
    recall = right / counted if counted else 0.0
    P("")
    P(f"RECALL: {right}/{counted} static groups right = {recall:.1%}")

    P("")
    P("## Other ground-truth groups (dynamic, icon-only, optional)")
    for g in gts:
        if g["status"] == "static" and not g.get("optional"):
            continue
        vs = by_gt.get(g["_id"], [])
        tag = g["status"] + (" optional" if g.get("optional") else "")
        if vs:
            extra = ""
            if g["buttons"]:
                ok = any(pair(g["buttons"], v.get("buttons", []))[0] for v in vs)
                extra = " (buttons match)" if ok else " (buttons differ)"
            P(f"- reported   {g['file']}:{g['line']} [{tag}] {len(vs)} stack(s){extra}")
            for v in vs:
                P(f"    line {v['line']}: " + ", ".join(f"{title_str(b.get('title'))}/{b.get('icon')}" for b in v.get("buttons", [])))
        else:
            sk = skipped_for(g)
            P(f"- not reported {g['file']}:{g['line']} [{tag}]" + (f" — skipped: {sk[0].get('reason', '')}" if sk else ""))

    # precision: reported groups counted once per ground-truth group, unmatched clustered by file+line
    matched_ids = sorted(by_gt)
    invented = []
    for gid in matched_ids:
        g = gts[gid]
        if g["status"] != "dynamic":
            continue
        allowed = [t for b in g["buttons"] for t in as_list(b.get("title")) if t is not None and "text" not in t]
        for v in by_gt[gid]:
            for b in v.get("buttons", []):
                t = b.get("title")
                if t is not None and not any(title_eq(x, t) for x in allowed):
                    invented.append((g, v, t))
    invented_ids = {g["_id"] for g, _, _ in invented}
    clusters = {}
    for r in unmatched:
        clusters.setdefault((r["_file"], r["line"]), []).append(r)
    total = len(matched_ids) + len(clusters)
    real = len([i for i in matched_ids if i not in invented_ids])
    P("")
    P("## Reported groups matching no ground-truth group (lead to judge)")
    for (f, l), rs in sorted(clusters.items()):
        r = rs[0]
        P(f"- {f}:{l}-{r['_end']} {r.get('container')} ({len(rs)} stack(s)): " + ", ".join(f"{title_str(b.get('title'))}/{b.get('icon')}" for b in r.get("buttons", [])))
    if not clusters:
        P("- none")
    if invented:
        P("")
        P("## Matched to a dynamic group but titled with something the code does not state (counted not real)")
        for g, v, t in invented:
            P(f"- {g['file']}:{g['line']} reported line {v['line']}: {title_str(t)}")
    precision = real / total if total else 0.0
    P("")
    P(f"PRECISION: {real}/{total} reported groups match a ground-truth group (any status, no invented titles) = {precision:.1%}"
      f"  [unmatched groups counted as not real until judged: {len(clusters)}]")
    print("\n".join(lines))
    if a.json_out:
        json.dump({"recall": {"right": right, "static": counted, "value": recall},
                   "precision": {"real": real, "reported": total, "value": precision,
                                 "unmatched": [{"file": f, "line": l} for f, l in sorted(clusters)]},
                   "static": results}, open(a.json_out, "w"), indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
