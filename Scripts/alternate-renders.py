#!/usr/bin/env python3
"""Two builds of button-stack, whole `render` processes in alternating order, into /dev/shm.

    python3 Scripts/alternate-renders.py OLD NEW JOBS (mixed|app|images|sheets) ROUNDS

Prints, for each build, the median wall time of a process and its median CPU time (user + system,
from getrusage). The builds take turns a process at a time, first one then the other, so both meet
the same moments of a VM whose speed drifts by more than the changes measured. `mixed` is
Examples/languages.yaml in the 45 languages of `button-stack-bench process`; `app` is
Examples/app/app.yaml, every text size, light and dark; `images` is the plan of
`button-stack-bench sheets` (Examples/app and Examples/languages.yaml in 40 locales, every text size,
light and dark: 2,880 images) and `sheets` the same with `--sheet`.
"""
import os, resource, shutil, statistics, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
mixed = ("ar,zh-Hans,zh-Hant,zh-HK,cs,nl,en,fi,fr,de,el,he,hi,hu,it,ja,ko,pl,pt-BR,ro,ru,es,sv,th,tr,uk,vi,"
         "bn,gu,kn,ml,mr,or,pa,ta,te,ur,hy,ka,am,km,lo,my,si,bo")
builds, jobs, plan, rounds = sys.argv[1:3], sys.argv[3], sys.argv[4], int(sys.argv[5])
forty = ("ar,ca,zh-Hans,zh-Hant,zh-HK,hr,cs,da,nl,en,en-AU,en-GB,en-IN,fi,fr,fr-CA,de,el,he,hi,hu,id,it,ja,ko,ms,nb,pl,"
         "pt-BR,pt-PT,ro,ru,sk,es,es-MX,es-419,sv,th,tr,uk")
arguments = {
    "mixed": ["render", root + "/Examples/languages.yaml", "--locales", mixed, "--quiet"],
    "app": ["render", root + "/Examples/app/app.yaml", "--text-sizes", "all", "--appearances", "light,dark", "--quiet"],
    "images": ["render", root + "/Examples/app", root + "/Examples/languages.yaml", "--locales", forty, "--text-sizes", "all",
               "--appearances", "light,dark", "--quiet"],
}
arguments["sheets"] = arguments["images"] + ["--sheet"]
arguments = arguments[plan]
environment = dict(os.environ, BUTTON_STACK_SERVICE="off")
folder = tempfile.mkdtemp(dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
times = {build: ([], []) for build in builds}
try:
    for round in range(rounds):
        for build in (builds if round % 2 == 0 else builds[::-1]):
            out = os.path.join(folder, "out")
            shutil.rmtree(out, ignore_errors=True)
            before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
            subprocess.run([build] + arguments + ["--out", out, "--jobs", jobs], env=environment, check=True)
            end, after = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
            times[build][0].append((end - start) * 1000)
            times[build][1].append((after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000)
finally:
    shutil.rmtree(folder, ignore_errors=True)
for build in builds:
    wall, cpu = times[build]
    print(f"{build}: {statistics.median(wall):.1f} ms a process (median of {len(wall)}), CPU {statistics.median(cpu):.1f} ms")
