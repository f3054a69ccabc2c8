#!/usr/bin/env python3
"""Scores `button-stack scan` on ground truths, one line an app.

    python3 score_all.py SCAN_BINARY EXPORTS OUT [GT.json ...]

EXPORTS holds each app as its repository held it at the ground truth's commit, in a folder named
OWNER+NAME (`git -C MIRROR archive COMMIT | tar -x -C EXPORTS/OWNER+NAME`). Each app is scanned
with its ground truth's `scanPaths` from that folder (`--json`), the scan is written to
OUT/APP.json and compare.py's report (one `--prefix` a scan path) to OUT/APP.txt. Without GT
files, every ground truth in this folder is scored."""
import glob, json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
scanner, exports, out = sys.argv[1], sys.argv[2], sys.argv[3]
files = sys.argv[4:] or sorted(glob.glob(os.path.join(here, '*.json')))
os.makedirs(out, exist_ok=True)
for path in files:
    truth = json.load(open(path))
    name = os.path.basename(path)[:-len('.json')]
    root = os.path.join(exports, truth['repo'].replace('/', '+'))
    if not os.path.isdir(root):
        print(f'{name:24} no export at {root}')
        continue
    scan = os.path.join(out, name + '.json')
    with open(scan, 'w') as output:
        subprocess.run([scanner] + truth['scanPaths'] + ['--json'], cwd=root, stdout=output, stderr=subprocess.DEVNULL, timeout=900)
    arguments = ['python3', os.path.join(here, 'compare.py'), path, scan]
    for prefix in truth['scanPaths']:
        arguments += ['--prefix', prefix]
    report = subprocess.run(arguments, capture_output=True, text=True).stdout
    open(os.path.join(out, name + '.txt'), 'w').write(report)
    lines = [line for line in report.splitlines() if line.startswith(('RECALL', 'PRECISION'))]
    print(f'{name:24} ' + '  '.join(line.split(' = ')[0] for line in lines))
