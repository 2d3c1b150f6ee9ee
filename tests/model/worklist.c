/*
 * A breadth-first search whose queue keeps its length in a global that the
 * search loop tests, `while (count > 0)`, as MiBench dijkstra does
 * (tests/model/run.sh, case hang): at -O2 the count stays in registers
 * while the inner loop pushes, is stored at each push and reloaded at each
 * pop. A flip that raises it keeps the loop going once the queue is empty,
 * where nothing takes it down again: the run never ends.
 */
#include <stdio.h>
#include <stdlib.h>

#define N 32

struct item {
	int node;
	struct item *next;
};

static struct item *head, *tail;
int count;
int dist[N];

static void
push(int v)
{
	struct item *it = malloc(sizeof(*it));

	if (!it)
		exit(1);
	it->node = v;
	it->next = NULL;
	if (tail)
		tail->next = it;
	else
		head = it;
	tail = it;
	count++;
}

static int
pop(void)
{
	struct item *it = head;
	int v = -1;

	if (it) {
		v = it->node;
		head = it->next;
		if (!head)
			tail = NULL;
		free(it);
		count--;
	}
	return v;
}

int
main(void)
{
	for (int s = 0; s < 8; s++) {
		int u = s;

		for (int i = 0; i < N; i++)
			dist[i] = -1;
		dist[s] = 0;
		push(s);
		while (count > 0) {
			int v = pop();

			if (v >= 0)
				u = v;
			for (int k = 0; k < N; k++)
				if ((u * 5 + k * 3) % 7 == 1 && dist[k] < 0) {
					dist[k] = dist[u] + 1;
					push(k);
				}
		}
		for (int i = 0; i < N; i++)
			printf("%d ", dist[i]);
		printf("\n");
	}
	return 0;
}
