export * from './types';
export * from './courses';
export * from './hero-slides';
export * from './internships';
export * from './live-projects';
export * from './learning-path';
export * from './mentors';
export * from './partners';
