export * from './locales';
export * from './events';
export * from './cache-tags';
export * from './directory';
export * from './vacancies';
export * from './analytics';
