// The KeyboardPresentation module.
