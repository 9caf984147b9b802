/** A labelled bar with its figures beside it in words (rows done, rate, time left). */
export function ProgressBar({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  const share = max > 0 ? Math.min(1, value / max) : 0
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="text-sm text-slate-700" aria-hidden="true">
        {text}
      </p>
    </div>
  )
}
