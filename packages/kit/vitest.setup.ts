import '@testing-library/jest-dom/vitest';
import { loadTextsInEveryLanguage } from '@azmar/kit/i18n/app-texts';
import { addCommonTexts } from '@azmar/kit/i18n/common-texts';

// As a server render has them: both languages at once (a browser page loads its own language's, i18n/app-texts.ts).
addCommonTexts();
loadTextsInEveryLanguage();
