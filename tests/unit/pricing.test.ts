import { describe, it, expect } from 'vitest'
import { PACKAGE_IDS, derivePackages, discountPercent, getPackage, isPackageId } from '../../src/shared/pricing'

describe('derivePackages', () => {
  it('derives basic, standard and premium from P=29999, M=20', () => {
    const pkgs = derivePackages({ price: 29999, modules: 20 })
    expect(pkgs.map((p) => p.id)).toEqual(['basic', 'standard', 'premium'])
    expect(pkgs[0]).toEqual({
      id: 'basic',
      label: 'Basic',
      duration: '3 months',
      months: 3,
      modules: 20,
      price: 29999,
      originalPrice: 37499, // round(37498.75)
      discount: 20,
    })
    expect(pkgs[1]).toEqual({
      id: 'standard',
      label: 'Standard',
      duration: '6 months',
      months: 6,
      modules: 30,
      price: 52498, // round(52498.25)
      originalPrice: 67498, // round(67497.75)
      discount: 22,
    })
    expect(pkgs[2]).toEqual({
      id: 'premium',
      label: 'Premium',
      duration: '12 months',
      months: 12,
      modules: 50,
      price: 82497, // round(82497.25)
      originalPrice: 104997, // round(104996.5) rounds half up
      discount: 25,
    })
  })

  it('rounds modules for odd bases (M=15, P=22999)', () => {
    const [basic, standard, premium] = derivePackages({ price: 22999, modules: 15 })
    expect(basic!.modules).toBe(15)
    expect(standard!.modules).toBe(23) // round(22.5)
    expect(premium!.modules).toBe(38) // round(37.5)
    expect(basic!.originalPrice).toBe(28749) // round(28748.75)
    expect(standard!.price).toBe(40248) // round(40248.25)
    expect(standard!.originalPrice).toBe(51748) // round(51747.75)
    expect(premium!.price).toBe(63247) // round(63247.25)
    expect(premium!.originalPrice).toBe(80497) // round(80496.5)
  })

  it('handles small exact bases', () => {
    const pkgs = derivePackages({ price: 1000, modules: 10 })
    expect(pkgs.map((p) => [p.modules, p.price, p.originalPrice])).toEqual([
      [10, 1000, 1250],
      [15, 1750, 2250],
      [25, 2750, 3500],
    ])
  })
})

describe('getPackage / isPackageId', () => {
  it('returns the requested package matching derivePackages', () => {
    const base = { price: 19999, modules: 12 }
    const all = derivePackages(base)
    for (const id of PACKAGE_IDS) {
      expect(getPackage(base, id)).toEqual(all.find((p) => p.id === id))
    }
    expect(getPackage(base, 'standard').price).toBe(34998) // round(34998.25)
  })

  it('recognises package ids only', () => {
    expect(isPackageId('basic')).toBe(true)
    expect(isPackageId('standard')).toBe(true)
    expect(isPackageId('premium')).toBe(true)
    expect(isPackageId('Basic')).toBe(false)
    expect(isPackageId('gold')).toBe(false)
    expect(isPackageId(undefined)).toBe(false)
    expect(isPackageId(1)).toBe(false)
  })
})

describe('discountPercent', () => {
  it('computes round((original - price) / original * 100)', () => {
    expect(discountPercent(29999, 34999)).toBe(14) // 14.29
    expect(discountPercent(19999, 23999)).toBe(17) // 16.67
    expect(discountPercent(32999, 37999)).toBe(13) // 13.16
    expect(discountPercent(80, 100)).toBe(20)
    expect(discountPercent(100, 100)).toBe(0)
  })

  it('returns 0 for a non-positive original price', () => {
    expect(discountPercent(100, 0)).toBe(0)
  })
})
