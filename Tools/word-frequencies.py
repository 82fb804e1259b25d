"""Exports wordfreq's `large` lists as `word<TAB>frequency` files, one per language.

Usage: word-frequencies.py OUTPUT_DIRECTORY LANGUAGE...

Each file lists every word of the language's list with its frequency (a share of all words),
most frequent first; `Tools/install-word-frequencies.sh` runs it inside wordfreq's virtual
environment. Written to a temporary name and renamed, so a reader never sees half a file.
"""

import os
import sys

import wordfreq


def main() -> None:
    output, languages = sys.argv[1], sys.argv[2:]
    for language in languages:
        frequencies = wordfreq.get_frequency_dict(language, wordlist="large")
        path = os.path.join(output, f"{language}.tsv")
        temporary = f"{path}.{os.getpid()}.tmp"
        with open(temporary, "w", encoding="utf-8") as file:
            for word, frequency in sorted(frequencies.items(), key=lambda item: -item[1]):
                if "\t" in word or "\n" in word:
                    continue
                file.write(f"{word}\t{frequency:.6g}\n")
        os.replace(temporary, path)
        print(f"word-frequencies: {len(frequencies)} words of {language} in {path}")


if __name__ == "__main__":
    main()
