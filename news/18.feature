The settings are no longer copied into the `socialMedia` state: the selectors read them from Volto's own content
state, so a page's HTML carries them once less (the `socialMedia` state of a page is now `{"behavior": …}`, 40
bytes), and hydration renders the footer, the page's links and the head tags once.
