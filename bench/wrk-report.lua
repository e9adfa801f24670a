-- wrk prints p50/75/90/99 only; this adds the p95 the benchmark reports, as one JSON line for bench/run.mjs.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"meanUs":%.1f,"p50Us":%d,"p95Us":%d,"p99Us":%d,"maxUs":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
    summary.requests, summary.duration, summary.bytes, latency.mean, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), latency.max, e.connect, e.read, e.write, e.status, e.timeout))
end
