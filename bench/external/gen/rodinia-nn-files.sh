#!/bin/sh
# rodinia-nn-files.sh: the folder and file list of a Rodinia nn input.
#
# usage: rodinia-nn-files.sh NFILES
#
# Rodinia's hurricane_gen RECORDS NFILES writes its records to
# data/cane<NFILES>_<j>.db, j = 0..NFILES-1, and fails when the folder data/
# does not exist; nn reads the databases named, one a line, in a file list
# (Rodinia's filelist_4 names them in its data folder, not here). This makes
# data/ and writes that list to ./filelist, in the working directory.
set -e
if [ "$#" -ne 1 ] || [ "$1" -lt 1 ] || [ "$1" -gt 9 ]; then
	echo "usage: rodinia-nn-files.sh NFILES (1..9)" >&2
	exit 2
fi
mkdir -p data
: > filelist
j=0
while [ "$j" -lt "$1" ]; do
	echo "data/cane$1_$j.db" >> filelist
	j=$((j + 1))
done
