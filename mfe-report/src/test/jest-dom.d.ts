// Types for the DOM matchers that jest.setup.jsdom.ts registers at run time.
import '@testing-library/jest-dom';
