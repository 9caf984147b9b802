// The spreadsheet of bench:import: people met at an education fair, as a CSV an office would export.
const COURSES = ['Full Stack Web Development', 'Data Science', 'Cloud Computing', 'Cyber Security']
const CITIES = ['Pune', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kochi']

/** Where a file's new people start, so that no two files of one run share a person by accident. */
let offset = 0

/**
 * `rows` data rows under a header the mapping guesses by itself. One row in 50 is invalid (its e-mail);
 * one in 20 is a person already stored (one of `existing`, the REST load's numbers, e-mail in capitals and
 * the mobile with a leading 0); one in 20 repeats the row before it (e-mail in another case). The rest are
 * new people.
 */
export function importCsv({ rows, existing }) {
  const lines = ['Full name,Email ID,Mobile,Course,Source,Campaign,City,Notes,Date']
  const start = offset
  offset += rows
  let previous = null
  for (let i = 0; i < rows; i++) {
    const n = start + i
    let name = `Fair Visitor ${n}`
    let email = `fair.visitor.${n}@example.in`
    let phone = `8${String(n).padStart(9, '0')}`
    if (i % 50 === 7) email = `fair.visitor.${n} at example.in`
    else if (i % 20 === 0 && existing.length) {
      const seq = existing[(i / 20) % existing.length]
      name = `Live Bench ${seq}`
      email = `LIVE.BENCH.${seq}@EXAMPLE.IN`
      phone = `0${7_000_000_000 + seq}`
    } else if (i % 20 === 10 && previous) {
      ;[name, email, phone] = [previous[0], previous[1].toUpperCase(), previous[2]]
    }
    previous = [name, email, phone]
    const course = COURSES[n % COURSES.length]
    const city = CITIES[n % CITIES.length]
    const day = String(1 + (n % 28)).padStart(2, '0')
    lines.push(
      `${name},${email},${phone},${course},Education fair,fair-2026,${city},Asked about weekend batches,2026-10-${day} 11:30`,
    )
  }
  return Buffer.from(lines.join('\r\n') + '\r\n')
}
