// The Lua scripts behind the cluster's watcher counts and per-address cap (cluster-audience.ts):
// each runs atomically in Redis, so a sum and the write it decides cannot interleave.
/** The watchers of KEYS[1] on other live nodes; fields of dead nodes are deleted. */
export const OTHERS_SUM = `
local fields = redis.call('HGETALL', KEYS[1])
local sum = 0
for i = 1, #fields, 2 do
  local field = fields[i]
  if field ~= ARGV[2] then
    if redis.call('EXISTS', ARGV[1] .. field) == 1 then
      sum = sum + tonumber(fields[i + 1])
    else
      redis.call('HDEL', KEYS[1], field)
    end
  end
end
return sum
`

/**
 * KEYS[1]: a race's watchers from one address, a field per node. Takes a place for ARGV[2]
 * (this node's field) unless the live fields already sum to ARGV[3] (the cap); dead nodes'
 * fields are deleted. 1 when taken, 0 when full.
 */
export const RESERVE = `
local fields = redis.call('HGETALL', KEYS[1])
local sum = 0
for i = 1, #fields, 2 do
  local field = fields[i]
  if field == ARGV[2] or redis.call('EXISTS', ARGV[1] .. field) == 1 then
    sum = sum + tonumber(fields[i + 1])
  else
    redis.call('HDEL', KEYS[1], field)
  end
end
if sum >= tonumber(ARGV[3]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[2], 1)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`

/** Gives back ARGV[1]'s place in KEYS[1]. */
export const RELEASE = `
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 0
`
