// The XKB module.
