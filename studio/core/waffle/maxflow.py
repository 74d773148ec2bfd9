"""A tiny maximum flow (Edmonds-Karp): colour choices are small bipartite matchings."""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Hashable
from typing import Generic, TypeVar

Node = TypeVar("Node", bound=Hashable)


class FlowNetwork(Generic[Node]):
    def __init__(self) -> None:
        self.capacity: dict[Node, dict[Node, int]] = defaultdict(lambda: defaultdict(int))

    def add(self, u: Node, v: Node, capacity: int) -> None:
        self.capacity[u][v] += capacity
        self.capacity[v][u] += 0

    def max_flow(self, source: Node, sink: Node) -> dict[tuple[Node, Node], int]:
        """The flow on every edge of one maximum flow (breadth-first augmenting paths)."""
        residual = {u: dict(vs) for u, vs in self.capacity.items()}
        while True:
            parent: dict[Node, Node] = {source: source}
            queue = deque([source])
            while queue and sink not in parent:
                u = queue.popleft()
                for v, cap in residual.get(u, {}).items():
                    if cap > 0 and v not in parent:
                        parent[v] = u
                        queue.append(v)
            if sink not in parent:
                break
            path, v = [], sink
            while v != source:
                path.append((parent[v], v))
                v = parent[v]
            push = min(residual[u][v] for u, v in path)
            for u, v in path:
                residual[u][v] -= push
                residual[v][u] += push
        return {
            (u, v): cap - residual[u][v]
            for u, vs in self.capacity.items()
            for v, cap in vs.items()
            if cap - residual[u][v] > 0
        }
