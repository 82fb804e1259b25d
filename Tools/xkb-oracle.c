/*
 * xkb-oracle: what libxkbcommon itself says a keymap does, as TSV, for KeyboardSim's fixtures.
 *
 * An independent reference: only libxkbcommon calls, no KeyboardSim code. Built and run by
 * Tools/generate-fixtures.sh:
 *
 *   gcc -O2 -o xkb-oracle Tools/xkb-oracle.c $(pkg-config --cflags --libs xkbcommon)
 *   xkb-oracle keys      KEYMAP.xkb COMPOSE_FILE   key x modifier-mask commits
 *   xkb-oracle replays   KEYMAP.xkb COMPOSE_FILE   key presses that reach each mask
 *   xkb-oracle modifiers KEYMAP.xkb COMPOSE_FILE   what each key does to the modifier state
 *   xkb-oracle levels    KEYMAP.xkb                every level of every key (like how-to-type)
 *   xkb-oracle canonical < NAMES                   keysym names as libxkbcommon spells them
 *
 * keys: for every key with a keysym in layout 1 and every combination of the keymap's
 * level-selecting modifier bits except Lock, a fresh state is set with xkb_state_update_mask
 * (depressed = the mask), then read with xkb_state_key_get_one_sym, xkb_state_key_get_level and
 * xkb_state_key_get_utf8; the keysym is fed to a fresh Compose state to give the commit of the
 * standard client loop (COMPOSED: the composed string; COMPOSING or CANCELLED: nothing; NOTHING:
 * the key's UTF-8). One row per key and distinct result lists every mask that gives it.
 *
 * replays: for every mask, modifier keys that reach it by real key presses
 * (xkb_state_update_key), checked for every key on a real state with the client loop to commit
 * what `keys` says; "-" when no combination of up to six modifier keys reaches the mask.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbcommon.h>

#define MAX_MODKEYS 64
#define MAX_RECIPE 6

static struct xkb_context *ctx;
static struct xkb_keymap *keymap;
static struct xkb_compose_table *table;

static void die(const char *message, const char *detail) {
  fprintf(stderr, "xkb-oracle: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
  exit(1);
}

static char *read_file(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file) die("cannot read", path);
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc((size_t)size + 1);
  if (fread(text, 1, (size_t)size, file) != (size_t)size) die("cannot read", path);
  text[size] = 0;
  fclose(file);
  return text;
}

static void load(const char *keymap_path, const char *compose_path) {
  ctx = xkb_context_new(XKB_CONTEXT_NO_DEFAULT_INCLUDES | XKB_CONTEXT_NO_ENVIRONMENT_NAMES);
  if (!ctx) die("xkb_context_new failed", NULL);
  char *text = read_file(keymap_path);
  keymap = xkb_keymap_new_from_string(ctx, text, XKB_KEYMAP_FORMAT_TEXT_V1, 0);
  free(text);
  if (!keymap) die("keymap did not compile", keymap_path);
  if (compose_path) {
    FILE *file = fopen(compose_path, "rb");
    if (!file) die("cannot read", compose_path);
    table = xkb_compose_table_new_from_file(ctx, file, "en_US.UTF-8", XKB_COMPOSE_FORMAT_TEXT_V1, 0);
    fclose(file);
    if (!table) die("Compose file did not compile", compose_path);
  }
}

/* Prints `length` bytes of text with \\, \t, \n, \r and other control characters escaped
 * (\xHH); a NUL byte is text too (Control+2 gives U+0000 with length 1). */
static void put_escaped(const char *text, int length) {
  for (const unsigned char *p = (const unsigned char *)text; p < (const unsigned char *)text + length; p++) {
    switch (*p) {
    case '\\': fputs("\\\\", stdout); break;
    case '\t': fputs("\\t", stdout); break;
    case '\n': fputs("\\n", stdout); break;
    case '\r': fputs("\\r", stdout); break;
    default:
      if (*p < 0x20 || *p == 0x7f) printf("\\x%02X", *p);
      else putchar(*p);
    }
  }
}

static void put_keysym(xkb_keysym_t sym) {
  char name[64];
  xkb_keysym_get_name(sym, name, sizeof name);
  fputs(name, stdout);
}

static const char *status_name(enum xkb_compose_status status) {
  switch (status) {
  case XKB_COMPOSE_COMPOSING: return "composing";
  case XKB_COMPOSE_COMPOSED: return "composed";
  case XKB_COMPOSE_CANCELLED: return "cancelled";
  default: return "nothing";
  }
}

/* Physical keys exist on a keyboard; LVL3, MDSW, HYPR, I<n>… exist only inside keymaps. */
static bool is_physical(const char *name) {
  static const char *virtual_names[] = {"LVL3", "LVL5", "MDSW", "HYPR", "SUPR", "ALT", "META", NULL};
  for (int i = 0; virtual_names[i]; i++)
    if (strcmp(name, virtual_names[i]) == 0) return false;
  if (name[0] == 'I' && name[1]) {
    for (const char *p = name + 1; *p; p++)
      if (*p < '0' || *p > '9') return true;
    return false;
  }
  return true;
}

/* ---- the standard client loop on a real state ---- */

struct loop {
  struct xkb_state *state;
  struct xkb_compose_state *compose;
  char committed[256];
  int committed_length; /* bytes, as the libxkbcommon calls return them (a NUL byte counts) */
};

static void loop_init(struct loop *loop) {
  loop->state = xkb_state_new(keymap);
  loop->compose = table ? xkb_compose_state_new(table, 0) : NULL;
  loop->committed_length = 0;
}

static void loop_free(struct loop *loop) {
  xkb_state_unref(loop->state);
  if (loop->compose) xkb_compose_state_unref(loop->compose);
}

static void append(struct loop *loop, const char *bytes, int length) {
  for (int i = 0; i < length && loop->committed_length < (int)sizeof loop->committed; i++)
    loop->committed[loop->committed_length++] = bytes[i];
}

/* One press: read the key, feed Compose, commit, then update the state. */
static xkb_keysym_t loop_press(struct loop *loop, xkb_keycode_t key) {
  xkb_keysym_t sym = xkb_state_key_get_one_sym(loop->state, key);
  char buffer[128] = "";
  int length = 0;
  if (loop->compose) {
    xkb_compose_state_feed(loop->compose, sym);
    switch (xkb_compose_state_get_status(loop->compose)) {
    case XKB_COMPOSE_COMPOSED:
      length = xkb_compose_state_get_utf8(loop->compose, buffer, sizeof buffer);
      xkb_compose_state_reset(loop->compose);
      break;
    case XKB_COMPOSE_CANCELLED: xkb_compose_state_reset(loop->compose); break;
    case XKB_COMPOSE_COMPOSING: break;
    default: length = xkb_state_key_get_utf8(loop->state, key, buffer, sizeof buffer);
    }
  } else {
    length = xkb_state_key_get_utf8(loop->state, key, buffer, sizeof buffer);
  }
  append(loop, buffer, length);
  xkb_state_update_key(loop->state, key, XKB_KEY_DOWN);
  return sym;
}

static void loop_release(struct loop *loop, xkb_keycode_t key) {
  xkb_state_update_key(loop->state, key, XKB_KEY_UP);
}

static bool state_is_clean(struct xkb_state *state) {
  return xkb_state_serialize_mods(state, XKB_STATE_MODS_EFFECTIVE) == 0 &&
         xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_EFFECTIVE) == 0;
}

/* ---- modifier keys: found by pressing each key on a fresh state ---- */

enum modkind { PLAIN, LOCK, LATCH, OTHER };

struct modkey {
  xkb_keycode_t code;
  const char *name;
  enum modkind kind;
  xkb_mod_mask_t mask; /* depressed while down (PLAIN), locked after a tap (LOCK) */
  bool physical;
};

static struct modkey modkeys[MAX_MODKEYS];
static int modkey_count;

static void find_modifier_keys(void) {
  for (xkb_keycode_t code = xkb_keymap_min_keycode(keymap); code <= xkb_keymap_max_keycode(keymap); code++) {
    const char *name = xkb_keymap_key_get_name(keymap, code);
    if (!name) continue;
    struct xkb_state *state = xkb_state_new(keymap);
    xkb_state_update_key(state, code, XKB_KEY_DOWN);
    xkb_mod_mask_t depressed = xkb_state_serialize_mods(state, XKB_STATE_MODS_DEPRESSED);
    xkb_mod_mask_t locked_down = xkb_state_serialize_mods(state, XKB_STATE_MODS_LOCKED);
    xkb_layout_index_t layout_down = xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_EFFECTIVE);
    xkb_state_update_key(state, code, XKB_KEY_UP);
    xkb_mod_mask_t locked = xkb_state_serialize_mods(state, XKB_STATE_MODS_LOCKED);
    xkb_mod_mask_t latched = xkb_state_serialize_mods(state, XKB_STATE_MODS_LATCHED);
    xkb_layout_index_t layout = xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_EFFECTIVE);
    xkb_state_unref(state);
    if (!depressed && !locked_down && !locked && !latched && !layout && !layout_down) continue;
    if (modkey_count == MAX_MODKEYS) die("too many modifier keys", NULL);
    struct modkey *key = &modkeys[modkey_count++];
    key->code = code;
    key->name = name;
    key->physical = is_physical(name);
    if (latched) key->kind = LATCH, key->mask = latched;
    else if (locked) key->kind = LOCK, key->mask = locked;
    else if (depressed && !locked_down && !layout && !layout_down) key->kind = PLAIN, key->mask = depressed;
    else key->kind = OTHER, key->mask = depressed | locked;
  }
}

/* ---- replay recipes: modifier keys that reach a mask by real key presses ---- */

struct recipe {
  int count;
  int keys[MAX_RECIPE]; /* indices into modkeys, in press order; LOCK keys are tapped first */
  bool ignored;         /* Compose ignores every keysym the modifier keys feed */
  bool clean;           /* the state is back to no modifiers and layout 1 afterwards */
};

/* Replays a recipe around `key` on a real state with the client loop; true if it reaches
 * `mask` exactly, leaves Compose with nothing pending and commits `expected`. Sets `ignored` and
 * `clean` (the state is back to no modifiers and layout 1 afterwards: false when the key itself
 * locks or latches, like neo's Shift+Shift = Caps_Lock). */
static bool try_recipe(struct recipe *recipe, xkb_mod_mask_t mask, xkb_keycode_t key,
                       xkb_keysym_t expected_sym, const char *expected, int expected_length) {
  struct loop loop;
  loop_init(&loop);
  bool ok = true;
  recipe->ignored = true;
  recipe->clean = false;
  struct xkb_compose_state *probe = table ? xkb_compose_state_new(table, 0) : NULL;
  for (int i = 0; i < recipe->count; i++) {
    struct modkey *modkey = &modkeys[recipe->keys[i]];
    xkb_keysym_t sym = loop_press(&loop, modkey->code);
    if (probe && xkb_compose_state_feed(probe, sym) != XKB_COMPOSE_FEED_IGNORED) recipe->ignored = false;
    if (modkey->kind == LOCK) loop_release(&loop, modkey->code);
  }
  if (probe) xkb_compose_state_unref(probe);
  if (xkb_state_serialize_mods(loop.state, XKB_STATE_MODS_EFFECTIVE) != mask) ok = false;
  if (xkb_state_serialize_layout(loop.state, XKB_STATE_LAYOUT_EFFECTIVE) != 0) ok = false;
  if (loop.compose && xkb_compose_state_get_status(loop.compose) != XKB_COMPOSE_NOTHING) ok = false;
  if (loop.committed_length) ok = false;
  if (ok && key != XKB_KEYCODE_INVALID) {
    if (loop_press(&loop, key) != expected_sym || loop.committed_length != expected_length ||
        memcmp(loop.committed, expected, (size_t)expected_length) != 0)
      ok = false;
    loop_release(&loop, key);
  }
  if (ok) {
    if (loop.compose) xkb_compose_state_reset(loop.compose);
    for (int i = recipe->count - 1; i >= 0; i--) {
      struct modkey *modkey = &modkeys[recipe->keys[i]];
      if (modkey->kind == PLAIN) loop_release(&loop, modkey->code);
    }
    for (int i = 0; i < recipe->count; i++) {
      struct modkey *modkey = &modkeys[recipe->keys[i]];
      if (modkey->kind == LOCK) {
        loop_press(&loop, modkey->code);
        loop_release(&loop, modkey->code);
      }
    }
    recipe->clean = state_is_clean(loop.state);
  }
  loop_free(&loop);
  return ok;
}

struct search {
  xkb_mod_mask_t mask;
  xkb_keycode_t key;
  xkb_keysym_t sym;
  const char *expected;
  int expected_length;
  bool allow_virtual;
  struct recipe best;
  bool found;
};

static void permute(struct search *search, struct recipe *recipe, int start) {
  if (search->found && search->best.ignored && search->best.clean) return;
  if (start == recipe->count) {
    /* LOCK keys first, in chosen order; then PLAIN keys in this permutation. */
    struct recipe ordered = {.count = 0};
    for (int pass = 0; pass < 2; pass++)
      for (int i = 0; i < recipe->count; i++)
        if ((modkeys[recipe->keys[i]].kind == LOCK) == (pass == 0)) ordered.keys[ordered.count++] = recipe->keys[i];
    if (try_recipe(&ordered, search->mask, search->key, search->sym, search->expected, search->expected_length)) {
      int rank = ordered.clean * 2 + ordered.ignored;
      if (!search->found || rank > search->best.clean * 2 + search->best.ignored) search->best = ordered;
      search->found = true;
    }
    return;
  }
  for (int i = start; i < recipe->count; i++) {
    int swap = recipe->keys[start];
    recipe->keys[start] = recipe->keys[i];
    recipe->keys[i] = swap;
    permute(search, recipe, start + 1);
    recipe->keys[i] = recipe->keys[start];
    recipe->keys[start] = swap;
  }
}

/* Subsets of modifier keys whose masks together are exactly the target, fewest keys first. */
static void choose(struct search *search, struct recipe *chosen, int from, int size, xkb_mod_mask_t uni) {
  if (search->found && search->best.ignored && search->best.clean) return;
  if (chosen->count == size) {
    if (uni == search->mask) {
      struct recipe copy = *chosen;
      permute(search, &copy, 0);
    }
    return;
  }
  for (int i = from; i < modkey_count; i++) {
    struct modkey *modkey = &modkeys[i];
    if (modkey->kind != PLAIN && modkey->kind != LOCK) continue;
    if (modkey->mask & ~search->mask) continue;
    if (modkey->code == search->key) continue;
    if (!modkey->physical && !search->allow_virtual) continue;
    chosen->keys[chosen->count++] = i;
    choose(search, chosen, i + 1, size, uni | modkey->mask);
    chosen->count--;
  }
}

static bool find_recipe(xkb_mod_mask_t mask, xkb_keycode_t key, xkb_keysym_t sym, const char *expected,
                        int expected_length, struct recipe *out) {
  for (int allow_virtual = 0; allow_virtual < 2; allow_virtual++) {
    for (int size = 0; size <= MAX_RECIPE; size++) {
      struct search search = {mask, key, sym, expected, expected_length, allow_virtual, {0}, false};
      struct recipe chosen = {.count = 0};
      choose(&search, &chosen, 0, size, 0);
      if (search.found) {
        *out = search.best;
        return true;
      }
    }
  }
  return false;
}

static void put_recipe(const struct recipe *recipe) {
  /* Locks are tapped before and after; plain keys are held for the tap: NMLK LFSH+% NMLK. */
  for (int i = 0; i < recipe->count; i++)
    if (modkeys[recipe->keys[i]].kind == LOCK) printf("%s ", modkeys[recipe->keys[i]].name);
  for (int i = 0; i < recipe->count; i++)
    if (modkeys[recipe->keys[i]].kind == PLAIN) printf("%s+", modkeys[recipe->keys[i]].name);
  putchar('%');
  for (int i = 0; i < recipe->count; i++)
    if (modkeys[recipe->keys[i]].kind == LOCK) printf(" %s", modkeys[recipe->keys[i]].name);
}

/* ---- commands ---- */

static bool key_has_symbols(xkb_keycode_t code) {
  xkb_level_index_t levels = xkb_keymap_num_levels_for_key(keymap, code, 0);
  for (xkb_level_index_t level = 0; level < levels; level++) {
    const xkb_keysym_t *syms;
    if (xkb_keymap_key_get_syms_by_level(keymap, code, 0, level, &syms) > 0) return true;
  }
  return false;
}

/* The modifier bits that select a level somewhere in layout 1, except Lock. */
static xkb_mod_mask_t level_selecting_bits(void) {
  xkb_mod_mask_t bits = 0;
  for (xkb_keycode_t code = xkb_keymap_min_keycode(keymap); code <= xkb_keymap_max_keycode(keymap); code++) {
    xkb_level_index_t levels = xkb_keymap_num_levels_for_key(keymap, code, 0);
    for (xkb_level_index_t level = 0; level < levels; level++) {
      xkb_mod_mask_t masks[64];
      size_t count = xkb_keymap_key_get_mods_for_level(keymap, code, 0, level, masks, 64);
      for (size_t i = 0; i < count; i++) bits |= masks[i];
    }
  }
  return bits & ~(xkb_mod_mask_t)(1u << xkb_keymap_mod_get_index(keymap, XKB_MOD_NAME_CAPS));
}

struct result {
  xkb_level_index_t level;
  xkb_keysym_t sym;
  enum xkb_compose_status status;
  char utf8[128];
  int utf8_length; /* what xkb_state_key_get_utf8 returned: a NUL byte counts */
  char commit[128];
  int commit_length;
};

/* What a key gives at a mask set with xkb_state_update_mask, through a fresh Compose state. */
static void key_result(struct xkb_state *state, struct xkb_compose_state *compose, xkb_keycode_t code,
                       xkb_mod_mask_t mask, struct result *out) {
  memset(out, 0, sizeof *out);
  xkb_state_update_mask(state, mask, 0, 0, 0, 0, 0);
  out->sym = xkb_state_key_get_one_sym(state, code);
  out->level = xkb_state_key_get_level(state, code, 0);
  out->utf8_length = xkb_state_key_get_utf8(state, code, out->utf8, sizeof out->utf8);
  out->status = XKB_COMPOSE_NOTHING;
  if (compose) {
    xkb_compose_state_reset(compose);
    xkb_compose_state_feed(compose, out->sym);
    out->status = xkb_compose_state_get_status(compose);
  }
  if (out->status == XKB_COMPOSE_COMPOSED)
    out->commit_length = xkb_compose_state_get_utf8(compose, out->commit, sizeof out->commit);
  else if (out->status == XKB_COMPOSE_NOTHING)
    memcpy(out->commit, out->utf8, sizeof out->commit), out->commit_length = out->utf8_length;
}

static bool same_result(const struct result *a, const struct result *b) {
  return a->level == b->level && a->sym == b->sym && a->status == b->status &&
         a->utf8_length == b->utf8_length && memcmp(a->utf8, b->utf8, (size_t)a->utf8_length) == 0 &&
         a->commit_length == b->commit_length && memcmp(a->commit, b->commit, (size_t)a->commit_length) == 0;
}

static int masks_to_check(xkb_mod_mask_t *masks) {
  xkb_mod_mask_t bits = level_selecting_bits();
  int bit_list[32], bit_count = 0;
  for (int bit = 0; bit < 32; bit++)
    if (bits & (1u << bit)) bit_list[bit_count++] = bit;
  for (int subset = 0; subset < (1 << bit_count); subset++) {
    masks[subset] = 0;
    for (int i = 0; i < bit_count; i++)
      if (subset & (1 << i)) masks[subset] |= 1u << bit_list[i];
  }
  return 1 << bit_count;
}

/* keys: one row per key and distinct result, listing every mask that gives it. */
static void command_keys(void) {
  static xkb_mod_mask_t masks[1 << 12];
  int mask_count = masks_to_check(masks);
  printf("# key\tmasks\tlevel\tkeysym\tutf8\tcompose\tcommit\n");
  struct xkb_state *state = xkb_state_new(keymap);
  struct xkb_compose_state *compose = table ? xkb_compose_state_new(table, 0) : NULL;
  static struct result results[1 << 12];
  for (xkb_keycode_t code = xkb_keymap_min_keycode(keymap); code <= xkb_keymap_max_keycode(keymap); code++) {
    const char *name = xkb_keymap_key_get_name(keymap, code);
    if (!name || !key_has_symbols(code)) continue;
    for (int m = 0; m < mask_count; m++) key_result(state, compose, code, masks[m], &results[m]);
    for (int m = 0; m < mask_count; m++) {
      bool seen = false;
      for (int earlier = 0; earlier < m && !seen; earlier++) seen = same_result(&results[earlier], &results[m]);
      if (seen) continue;
      printf("%s\t", name);
      for (int other = m, first = 1; other < mask_count; other++)
        if (same_result(&results[other], &results[m])) printf(first ? "0x%x" : " 0x%x", masks[other]), first = 0;
      printf("\t%u\t", results[m].level + 1);
      put_keysym(results[m].sym);
      putchar('\t');
      put_escaped(results[m].utf8, results[m].utf8_length);
      printf("\t%s\t", status_name(results[m].status));
      put_escaped(results[m].commit, results[m].commit_length);
      putchar('\n');
    }
  }
  if (compose) xkb_compose_state_unref(compose);
  xkb_state_unref(state);
}

/* replays: for every mask, the modifier keys that reach it by real key presses (% stands for
 * the tapped key), checked for every key; a key the default does not work for gets its own row,
 * "-" when nothing works. */
static void command_replays(void) {
  find_modifier_keys();
  static xkb_mod_mask_t masks[1 << 12];
  int mask_count = masks_to_check(masks);
  printf("# mask\tkey\treplay\tignored\tclean\n");
  struct xkb_state *state = xkb_state_new(keymap);
  struct xkb_compose_state *compose = table ? xkb_compose_state_new(table, 0) : NULL;
  for (int m = 0; m < mask_count; m++) {
    struct recipe fallback;
    bool has_default = find_recipe(masks[m], XKB_KEYCODE_INVALID, 0, NULL, 0, &fallback);
    printf("0x%x\t*\t", masks[m]);
    if (has_default) put_recipe(&fallback), printf("\t%d\t%d\n", fallback.ignored, fallback.clean);
    else fputs("-\t-\t-\n", stdout);
    for (xkb_keycode_t code = xkb_keymap_min_keycode(keymap); code <= xkb_keymap_max_keycode(keymap); code++) {
      const char *name = xkb_keymap_key_get_name(keymap, code);
      if (!name || !key_has_symbols(code)) continue;
      struct result result;
      key_result(state, compose, code, masks[m], &result);
      bool uses_key = false;
      for (int i = 0; has_default && i < fallback.count; i++) uses_key |= modkeys[fallback.keys[i]].code == code;
      struct recipe trial = fallback;
      if (has_default && !uses_key && try_recipe(&trial, masks[m], code, result.sym, result.commit, result.commit_length) &&
          trial.clean && trial.ignored == fallback.ignored)
        continue;
      struct recipe own;
      bool found = find_recipe(masks[m], code, result.sym, result.commit, result.commit_length, &own);
      if (!found && !has_default) continue;
      printf("0x%x\t%s\t", masks[m], name);
      if (found) put_recipe(&own), printf("\t%d\t%d\n", own.ignored, own.clean);
      else fputs("-\t-\t-\n", stdout);
    }
  }
  if (compose) xkb_compose_state_unref(compose);
  xkb_state_unref(state);
}

static void command_modifiers(void) {
  find_modifier_keys();
  printf("# key\tkind\tmask\tkeysym\tcompose\tphysical\n");
  struct xkb_compose_state *probe = table ? xkb_compose_state_new(table, 0) : NULL;
  struct xkb_state *state = xkb_state_new(keymap);
  static const char *kinds[] = {"plain", "lock", "latch", "other"};
  for (int i = 0; i < modkey_count; i++) {
    struct modkey *key = &modkeys[i];
    xkb_keysym_t sym = xkb_state_key_get_one_sym(state, key->code);
    const char *feed = "-";
    if (probe) {
      xkb_compose_state_reset(probe);
      feed = xkb_compose_state_feed(probe, sym) == XKB_COMPOSE_FEED_IGNORED ? "ignored" : "accepted";
    }
    printf("%s\t%s\t0x%x\t", key->name, kinds[key->kind], key->mask);
    put_keysym(sym);
    printf("\t%s\t%d\n", feed, key->physical ? 1 : 0);
  }
  xkb_state_unref(state);
  if (probe) xkb_compose_state_unref(probe);
}

static void command_levels(void) {
  printf("# key\tlevel\tkeysyms\tcodepoints\tmasks\n");
  for (xkb_keycode_t code = xkb_keymap_min_keycode(keymap); code <= xkb_keymap_max_keycode(keymap); code++) {
    const char *name = xkb_keymap_key_get_name(keymap, code);
    if (!name) continue;
    xkb_level_index_t levels = xkb_keymap_num_levels_for_key(keymap, code, 0);
    for (xkb_level_index_t level = 0; level < levels; level++) {
      const xkb_keysym_t *syms;
      int count = xkb_keymap_key_get_syms_by_level(keymap, code, 0, level, &syms);
      if (count <= 0) continue;
      printf("%s\t%u\t", name, level + 1);
      for (int i = 0; i < count; i++) {
        if (i) putchar(' ');
        put_keysym(syms[i]);
      }
      putchar('\t');
      for (int i = 0; i < count; i++) printf("%s%X", i ? " " : "", xkb_keysym_to_utf32(syms[i]));
      putchar('\t');
      xkb_mod_mask_t masks[64];
      size_t mask_count = xkb_keymap_key_get_mods_for_level(keymap, code, 0, level, masks, 64);
      for (size_t i = 0; i < mask_count; i++) printf("%s0x%x", i ? " " : "", masks[i]);
      putchar('\n');
    }
  }
}

/* canonical: keysym names from stdin, one a line, printed as `name<TAB>canonical name` ("-" when
 * libxkbcommon does not know the name). Needs no keymap. */
static void command_canonical(void) {
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = 0;
    if (!line[0]) continue;
    xkb_keysym_t sym = xkb_keysym_from_name(line, XKB_KEYSYM_NO_FLAGS);
    printf("%s\t", line);
    if (sym == XKB_KEY_NoSymbol && strcmp(line, "NoSymbol") != 0) putchar('-');
    else put_keysym(sym);
    putchar('\n');
  }
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "canonical") == 0) {
    command_canonical();
    return 0;
  }
  if (argc < 3) {
    fprintf(stderr, "usage: xkb-oracle keys|replays|modifiers KEYMAP COMPOSE_FILE\n"
                    "       xkb-oracle levels KEYMAP\n"
                    "       xkb-oracle canonical < NAMES\n");
    return 2;
  }
  load(argv[2], argc > 3 ? argv[3] : NULL);
  if (strcmp(argv[1], "keys") == 0) command_keys();
  else if (strcmp(argv[1], "replays") == 0) command_replays();
  else if (strcmp(argv[1], "modifiers") == 0) command_modifiers();
  else if (strcmp(argv[1], "levels") == 0) command_levels();
  else die("unknown command", argv[1]);
  return 0;
}
