#!/usr/bin/env python3
"""Prints bench/run.sh's results: every measurement with its spread and the load average it was
taken under, then the speed issue's target table, each row with its target, the value measured in
this run and met / NOT met (or "not measured", never met, when this run could not measure it).

    bench/report.py TIMES.json PEAK_KB EDIT_PEAK_KB HUGO_PEAK_KB HUGO_HIGHLIGHTED SERVE_RESULT CORES TIMING_LOAD LOAD ARTICLES
"""
import json
import sys

(times_file, peak_kb, edit_peak_kb, hugo_peak_kb, hugo_highlighted, serve_result,
 cores, timing_load, load, articles) = sys.argv[1:11]
peak_mb, edit_peak_mb, hugo_peak_mb = (int(value) / 1024 for value in (peak_kb, edit_peak_kb, hugo_peak_kb))
times = {r["command"]: r for r in json.load(open(times_file))["results"]}
median = lambda name: times[name]["median"]
cpu = lambda name: times[name]["user"] + times[name]["system"]
cold, unchanged, edited = median("fieldguide cold"), median("fieldguide no change"), median("fieldguide one article edited")
hugo, cmark = median("hugo (highlighting on)"), median("cmark")

print(f"\n== Results ({articles} articles; median, mean ± σ of wall time; user + system CPU; {cores} cores)")
print(f"   timings taken under load average {timing_load}")
for name, r in times.items():
    print(f"  {name:32} median {r['median'] * 1000:9.1f} ms   mean {r['mean'] * 1000:9.1f} ms ± {r['stddev'] * 1000:6.1f}"
          f"   CPU {(r['user'] + r['system']) * 1000:9.1f} ms")
print(f"  {'peak RSS, cold build':32} {peak_mb:9.1f} MB")
print(f"  {'peak RSS, one article edited':32} {edit_peak_mb:9.1f} MB")
print(f"  {'peak RSS, hugo':32} {hugo_peak_mb:9.1f} MB")
print(f"  {'hugo code blocks highlighted':32} {hugo_highlighted:>9}")

serve = None
if serve_result not in ("none", "failed", "no-chromium"):
    runs, p50, p95, ticks, seconds, hertz, rebuild, after_rebuild, reload, in_place = serve_result.split()
    serve = dict(runs=int(runs), p50=float(p50), p95=float(p95), ticks=int(ticks), seconds=float(seconds), hertz=int(hertz),
                 in_place=int(in_place))
    idle_percent = serve["ticks"] / serve["hertz"] / serve["seconds"] * 100
    print(f"  {'serve edit -> page up to date':32} p50 {p50} ms, p95 {p95} ms ({runs} edits, Chromium;"
          f" {in_place} updated in place, {int(runs) - int(in_place)} reloaded)")
    print(f"  {'  of which the rebuild':32} p50 {rebuild} ms; from serve's 'Rebuilt' line to the page up to date p50 {after_rebuild} ms")
    print(f"  {'  the page reloaded, no edit':32} p50 {reload} ms (what a change that needs a reload adds to the rebuild)")
    print(f"  {'serve idle':32} {ticks} CPU ticks in {seconds} s ({idle_percent:.2f}% of one core)")
    print(f"   serve measured under load average {load}")

print("\n== The issue's table (medians)")
print(f"  {'Measure':28} {'Fieldguide':>12} {'Hugo (highlighting on)':>24} {'cmark':>10}")
print(f"  {'Cold build, wall':28} {cold:11.2f}s {hugo:23.2f}s {cmark:9.2f}s   ratio to Hugo {cold / hugo:.2f}")
print(f"  {'Cold build, CPU':28} {cpu('fieldguide cold'):11.2f}s {cpu('hugo (highlighting on)'):23.2f}s {cpu('cmark'):9.2f}s")
print(f"  {'No-change rebuild':28} {unchanged:11.3f}s   ({unchanged / cold * 100:.1f}% of cold)")
print(f"  {'One article edited':28} {edited:11.3f}s")
print(f"  {'Peak RSS, cold':28} {peak_mb:10.0f}MB {hugo_peak_mb:22.0f}MB")

print(f"\n== Targets (load average while timing: {timing_load}; after serve: {load})")
rows = []
if int(hugo_highlighted) > 0:
    ratio = cold / hugo
    rows.append(("Cold build, ratio to Hugo with highlighting on", "<= 1.0x (stretch 0.5x)", ratio <= 1.0,
                 f"{ratio:.2f}x" + (" (stretch met)" if ratio <= 0.5 else "")))
else:
    rows.append(("Cold build, ratio to Hugo with highlighting on", "<= 1.0x (stretch 0.5x)", None, "Hugo highlighted nothing"))
rows.append((f"One-article rebuild on {articles} articles", "<= 50 ms", edited <= 0.050, f"{edited * 1000:.1f} ms"))
rows.append((f"No-change rebuild on {articles} articles", "<= 30 ms", unchanged <= 0.030, f"{unchanged * 1000:.1f} ms"))
if serve:
    rows.append(("Edit to up-to-date page in serve, p95", "<= 100 ms", serve["p95"] <= 100,
                 f"{serve['p95']:.1f} ms (p50 {serve['p50']:.1f}; {serve['in_place']} of {serve['runs']} in place)"))
else:
    why = {"none": "this build has no 'serve'", "failed": "the measurement failed; see above",
           "no-chromium": "chromium is not installed"}[serve_result]
    rows.append(("Edit to up-to-date page in serve, p95", "<= 100 ms", None, why))
rows.append((f"Peak RSS, cold build of {articles}", "<= 200 MB", peak_mb <= 200, f"{peak_mb:.1f} MB"))
if serve:
    rows.append(("Idle serve", "0% CPU", serve["ticks"] == 0, f"{serve['ticks']} ticks in {serve['seconds']:g} s"))
else:
    rows.append(("Idle serve", "0% CPU", None, "serve was not measured"))
for name, target, met, value in rows:
    verdict = "not measured" if met is None else ("met" if met else "NOT met")
    print(f"  {verdict:12}  {name:48} {target:24} {value}")
