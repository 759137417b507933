// Link items shaped exactly as the backend serves them, for the editing tests.
import type { SocialLink } from '../../src/contract/types';
import { facebookLink, githubLink, xLink } from '../support/referenceLinks';

/** Link items shaped exactly as the backend serves them (plonegovbr.socialmedia's REST example). */
export const storedLinks: SocialLink[] = [xLink, facebookLink, githubLink];
