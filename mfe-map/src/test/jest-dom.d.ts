// Types of the jest-dom matchers (toBeInTheDocument, toHaveAttribute...) loaded by jest.setup.jsdom.ts.
import '@testing-library/jest-dom';
