-- wrk script for `fieldguide serve` under load: every connection asks in turn for each target
-- given after `--` as PATH=STATUS:LENGTH (the response each must get, measured beforehand), and
-- every response is checked against what was asked for. Prints one line wrk's own summary lacks:
--
--   fieldguide-load: expected=N deliberate-404=N unexpected=N stalled=N
--
-- `expected` counts responses with the status and body length of their target (the deliberate
-- 404 among them, also counted on its own); `unexpected` counts every other response; `stalled`
-- counts connections whose latest response is more than 3 seconds old when the run ends (wrk itself counts a
-- timeout only when a late response does come, never for one that does not).
--
-- Run it with as many threads as connections (`-t 64 -c 64`): wrk gives a Lua callback no
-- connection, so a response is matched to its request through the thread's own queue, which is
-- exact only while a thread has one connection sending one request at a time. wrk runs this file
-- once per thread and once more for `done`, which adds the threads' counts up through the handles
-- `setup` collected.

local threads = {}

-- Called in wrk's main script state for each thread before the thread's `init`. wrk then calls the
-- first thread's `request` once to see how many requests it returns; that request is never sent,
-- so that thread is told to leave it out of its queue.
function setup(thread)
   table.insert(threads, thread)
   thread:set("unsent_requests", #threads == 1 and 1 or 0)
end

local targets = {}
local next_target = 1
-- The targets asked for and not yet answered, oldest first.
local pending = {}
expected = 0
deliberate_404 = 0
unexpected = 0
-- `os.time()` of the latest response; seconds are fine enough to tell a stall from a busy server.
last_response = -1

function init(args)
   for _, argument in ipairs(args) do
      local path, status, length = string.match(argument, "^(.+)=(%d+):(%d+)$")
      assert(path, "targets are PATH=STATUS:LENGTH, not " .. argument)
      table.insert(targets, { path = path, status = tonumber(status), length = tonumber(length) })
   end
   assert(#targets > 0, "no targets given after --")
end

-- The requests go out round-robin over the targets; `wrk.format` adds Host and keeps the
-- connection alive.
function request()
   local target = targets[next_target]
   if unsent_requests > 0 then
      unsent_requests = unsent_requests - 1
      return wrk.format("GET", target.path)
   end
   next_target = next_target % #targets + 1
   table.insert(pending, target)
   return wrk.format("GET", target.path)
end

function response(status, headers, body)
   last_response = os.time()
   local target = table.remove(pending, 1)
   if target and status == target.status and #body == target.length then
      expected = expected + 1
      if status == 404 then deliberate_404 = deliberate_404 + 1 end
   else
      unexpected = unexpected + 1
   end
end

function done(summary, latency, requests)
   local totals = { expected = 0, deliberate_404 = 0, unexpected = 0 }
   local stalled = 0
   for _, thread in ipairs(threads) do
      for name, _ in pairs(totals) do
         totals[name] = totals[name] + thread:get(name)
      end
      if os.time() - thread:get("last_response") > 3 then stalled = stalled + 1 end
   end
   io.write(string.format("fieldguide-load: expected=%d deliberate-404=%d unexpected=%d stalled=%d\n",
      totals.expected, totals.deliberate_404, totals.unexpected, stalled))
end
