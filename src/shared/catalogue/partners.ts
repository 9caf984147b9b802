import type { Partner } from './types'

/** 'Trusted by Leading Companies' strip (docs/product.md §2), in display order. */
export const partners: Partner[] = [
  { name: 'Google', icon: 'google', hoverColor: '#4285F4' },
  { name: 'Microsoft', icon: 'microsoft', hoverColor: '#00A4EF' },
  { name: 'Amazon', icon: 'amazon', hoverColor: '#FF9900' },
  { name: 'Facebook', icon: 'facebook', hoverColor: '#1877F2' },
  { name: 'IBM', icon: 'ibm', hoverColor: '#0F62FE' },
  { name: 'Oracle', icon: 'oracle', hoverColor: '#F80000' },
]
