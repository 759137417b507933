// Hostile values for the reading and rendering tests and `npm run fuzz`: link targets written the ways filter-evasion
// cheat sheets (OWASP's among them) show script getting past a URL filter, and titles and head-tag values that try to
// close an attribute or an element. Written for this project from the techniques those lists name.

/** Targets no page may render as a link: every form must be refused by every view. */
export const UNSAFE_URL_FORMS: readonly string[] = [
  // The scheme in other cases.
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  'jAvAsCrIpT:alert(1)',
  // Whitespace and control characters before and inside the scheme (browsers strip or skip them).
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\n\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  'javascript\t:alert(1)',
  'javascript\u2028:alert(1)',
  '\u200Bjavascript:alert(1)',
  '\uFEFFjavascript:alert(1)',
  '\u00A0javascript:alert(1)',
  'ja\u00ADvascript:alert(1)',
  // Character references and percent-encodings of the scheme or its colon.
  'jav&#x09;ascript:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  'jav&#x0D;ascript:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript%3Aalert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  'javascript://%0Aalert(1)',
  'javascript://comment%0d%0aalert(1)',
  'javascript:alert(1)//https://www.example.org',
  // Other schemes that run script or show attacker content.
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html,<script>alert(1)</script>',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:MsgBox("XSS")',
  'livescript:alert(1)',
  'mocha:alert(1)',
  'file:///etc/passwd',
  'jar:https://evil.example/x.jar!/',
  'view-source:https://evil.example',
  'blob:https://evil.example/0b8e1c2a',
  'x:javascript:alert(1)',
  // Protocol-relative addresses and backslash tricks that leave the site.
  '//evil.example/phish',
  '///evil.example',
  '\\\\evil.example\\share',
  '/\\evil.example',
  '\\/evil.example',
  'https:\\\\evil.example',
  'https:evil.example',
  'http:/evil.example',
  // Not an address at all, or an empty one.
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  'https://',
  'mailto:',
  'ftp://files.example.org',
];

/** Titles, headlines and head-tag values that try to leave their attribute or element. */
export const HOSTILE_TEXTS: readonly string[] = [
  '"><script>alert(1)</script>',
  "' onmouseover='alert(1)",
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '"/><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '</style><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  'javascript:alert(1)',
  '\u2028\u2029',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];
