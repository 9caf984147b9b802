import type { EnrollProgram } from '../inquiry-options'

// /enroll preselects the program closest to what the visitor came from; catalogue items without one get none.
const PROGRAM_BY_COURSE_ID: Readonly<Record<number, EnrollProgram>> = {
  1: 'fullstack',
  2: 'datascience',
  3: 'mobile',
  4: 'cloud',
  5: 'cybersecurity',
  6: 'uiux',
}

/** By the internship's track. */
const PROGRAM_BY_INTERNSHIP_ID: Readonly<Record<number, EnrollProgram>> = {
  1: 'fullstack',
  2: 'datascience',
  3: 'uiux',
  4: 'cloud',
}

/** The /enroll program value for a course id, where one exists. */
export function programForCourse(id: number): EnrollProgram | undefined {
  return Object.hasOwn(PROGRAM_BY_COURSE_ID, id) ? PROGRAM_BY_COURSE_ID[id] : undefined
}

/** The /enroll program value for an internship id, where one exists. */
export function programForInternship(id: number): EnrollProgram | undefined {
  return Object.hasOwn(PROGRAM_BY_INTERNSHIP_ID, id) ? PROGRAM_BY_INTERNSHIP_ID[id] : undefined
}
