// Markdown files imported by the worker arrive as text modules (wrangler.toml [[rules]] type = "Text").
declare module '*.md' {
  const text: string;
  export default text;
}
