import { describePdfText } from './pdf-text-cases.js';

await describePdfText('A4');
