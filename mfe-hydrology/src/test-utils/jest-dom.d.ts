// Types of the jest-dom matchers that jest.setup.jsdom.ts installs for every component test.
/// <reference types="@testing-library/jest-dom" />
