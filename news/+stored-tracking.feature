The links widget warns of an address stored with its tracking parameters (a site moved from elsewhere) and removes
them with the warning's button, *Remove them*. In the Volto skin, a closed link that holds warnings shows Volto's alert
icon on its line, and a screen reader hears how many (`LinkProblems.tracking`, and `findLinkProblems`' optional fifth
argument, name them).
