// A stylesheet imported for its effect (the bundler links it); it exports nothing.
declare module '*.css';
