// The KeyboardModel module.
