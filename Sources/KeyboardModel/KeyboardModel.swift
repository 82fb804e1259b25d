// The KeyboardModel module: the virtual iOS keyboard (`Virtual/`), its loader from `Layouts/`
// (`Layout/`), and the typing engine (`Typing/`). See docs/typing.md.
