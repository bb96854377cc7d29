import { describe, expect, it } from 'vitest'
import { addressKey } from './address-key.js'

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2::ffff:1.2.3.4', '2001:db8:1:2::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key)
  })

  it('tells apart two /64s of one /48, and two IPv4 addresses', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'))
    expect(addressKey('198.51.100.1')).not.toBe(addressKey('198.51.100.2'))
  })

  it('gives a request whose connection closed before it was read (no address) one key', () => {
    expect(addressKey(undefined)).toBe('unknown')
  })

  it('leaves anything that is not an address as it came', () => {
    expect(addressKey('unknown')).toBe('unknown')
  })
})
