-- wrk's script for `npm run bench`: bench/src/load.ts runs `wrk -s` with it and reads its last line.
--
-- With BENCH_WRK_PATH set, every request asks that path (it ends in `bench=`) followed by a number new on
-- every request of the run, so the answer cache never answers it. Each wrk thread has a Lua state of its
-- own: thread i of n (BENCH_WRK_THREADS) counts BENCH_WRK_FIRST + i, then + n, + 2n, …
--
-- With BENCH_WRK_WRITES set (one write a line: method, path, token and JSON body, separated by tabs),
-- thread i of n sends write i, then i + n, i + 2n, … and starts again from its first.

local threads = 0

-- Runs in wrk's main Lua state, once per thread, before the thread's init.
function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end

local uncached = os.getenv("BENCH_WRK_PATH")
if uncached then
  local step = tonumber(os.getenv("BENCH_WRK_THREADS"))
  local n

  function init()
    n = tonumber(os.getenv("BENCH_WRK_FIRST")) + id
  end

  function request()
    local path = uncached .. string.format("%.0f", n)
    n = n + step
    return wrk.format(nil, path)
  end
end

local writesText = os.getenv("BENCH_WRK_WRITES")
if writesText then
  local step = tonumber(os.getenv("BENCH_WRK_THREADS"))
  local writes = {}
  local n

  -- In the thread, where wrk knows the host: each request carries the command line's headers too.
  function init()
    for line in writesText:gmatch("[^\n]+") do
      local method, path, token, body = line:match("^([^\t]+)\t([^\t]+)\t([^\t]+)\t(.*)$")
      local headers = { ["Authorization"] = "Token " .. token, ["Content-Type"] = "application/json" }
      for name, value in pairs(wrk.headers) do headers[name] = value end
      writes[#writes + 1] = wrk.format(method, path, headers, body)
    end
    n = id + 1
  end

  function request()
    local write = writes[n]
    n = n + step
    if n > #writes then n = (n - 1) % step + 1 end
    return write
  end
end

-- One machine-readable line: answers, the measured microseconds, latency percentiles in microseconds
-- and the errors (status: answers of 400 or more).
function done(summary, latency)
  local errors = summary.errors
  io.write(string.format(
    "bench-wrk answers=%.0f duration_us=%.0f p50_us=%.0f p95_us=%.0f p99_us=%.0f " ..
      "connect=%.0f read=%.0f write=%.0f status=%.0f timeout=%.0f\n",
    summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99),
    errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
