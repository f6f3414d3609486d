// What other parts of the server may use of reviews (eslint.config.js allows only this module).
export { hideReview } from './moderation';
export { reviewsAboutUser, roleRatingsOf, type RoleRating } from './about-user';
export { refreshRatings } from './ratings';
export { reviewJobs } from './jobs';
