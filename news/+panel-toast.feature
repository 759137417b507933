The Social Media control panel in Volto says a save as Volto's core control panels do: Volto's toast, *Info: Changes
saved*, with Volto's own icon and messages (react-toastify's `toast`, Volto's `Toast`), where it showed a message of
its own above the fields. A Save with nothing changed says so in the toast and sends nothing. A failed save still
stays in the panel, with what failed and every edit kept. `react-toastify` is an optional peer dependency (`^5.5.0`,
as Volto 18 and 19 pin it), so that a pnpm workspace gives the panel Volto's own copy, whose container shows it.
