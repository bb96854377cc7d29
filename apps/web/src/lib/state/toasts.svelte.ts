import { plainMessage } from '../plain-message.js'

interface Toast {
  id: number
  text: string
  kind: 'error' | 'info'
}

class Toasts {
  list = $state<Toast[]>([])
  #next = 1

  show(text: string, kind: Toast['kind'] = 'error', ms = 4000): void {
    const id = this.#next++
    this.list = [...this.list.slice(-2), { id, text: plainMessage(text), kind }]
    setTimeout(() => this.dismiss(id), ms)
  }

  dismiss(id: number): void {
    this.list = this.list.filter((t) => t.id !== id)
  }
}

export const toasts = new Toasts()
