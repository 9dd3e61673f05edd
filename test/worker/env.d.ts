// Types for Vite's ?raw imports used to load real corpus samples into workerd tests.
/// <reference types="vite/client" />
declare module '*?raw' {
  const text: string;
  export default text;
}
