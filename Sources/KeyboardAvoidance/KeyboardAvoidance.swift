// The KeyboardAvoidance module.
