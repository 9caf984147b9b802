import { C } from '../palette'

type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'wavy' | 'crop'
export interface Look {
  skin: string
  hair: string
  style: HairStyle
  shirt: string
  jacket?: string
  glasses?: boolean
  beard?: boolean
  earrings?: boolean
}

const SKIN = { fair: '#f6cfa8', wheat: '#e8b48a', tan: '#c98b5c', brown: '#a86b43', deep: '#7a4a2c' } as const

export const CAST: Look[] = [
  { skin: SKIN.tan, hair: '#1f1a17', style: 'short', shirt: C.navy, glasses: true },
  { skin: SKIN.wheat, hair: '#2b1a12', style: 'long', shirt: C.teal, earrings: true },
  { skin: SKIN.brown, hair: '#14100e', style: 'curly', shirt: C.amber, beard: true },
  { skin: SKIN.fair, hair: '#3b2417', style: 'bun', shirt: '#f1f5f9', jacket: C.indigo },
  { skin: SKIN.deep, hair: '#0f0b09', style: 'crop', shirt: '#0ea5e9' },
  { skin: SKIN.wheat, hair: '#4a2c1d', style: 'wavy', shirt: '#f472b6' },
]
