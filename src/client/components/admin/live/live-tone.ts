type AudioContextClass = typeof AudioContext

let audio: AudioContext | undefined
let lastPlayed = 0

/** Several leads at once chime once. */
const QUIET_MS = 2_000

/**
 * A short two-note chime made by the browser (Web Audio), so no sound file is fetched for it. Browsers
 * start sound only after the page has had a click or key press; until then it stays silent.
 */
export function playLeadTone(): void {
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  if (!Context || Date.now() - lastPlayed < QUIET_MS) return
  lastPlayed = Date.now()
  audio ??= new Context()
  if (audio.state === 'suspended') void audio.resume().catch(() => {})
  const start = audio.currentTime
  const gain = audio.createGain()
  gain.gain.setValueAtTime(0.0001, start)
  gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02)
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.4)
  gain.connect(audio.destination)
  const tone = audio.createOscillator()
  tone.type = 'sine'
  tone.frequency.setValueAtTime(880, start)
  tone.frequency.setValueAtTime(1320, start + 0.12)
  tone.connect(gain)
  tone.start(start)
  tone.stop(start + 0.45)
}
